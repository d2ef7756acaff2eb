/**
 * What the builders' component tests render into: react-admin's context with the interface's own
 * catalogue (plus the messages of any definition declared only in a test), a store of its own,
 * and, for a form, react-admin's Form with the definition's validation and defaults.
 */
import type { ReactNode } from 'react';
import {
  AdminContext,
  Form,
  memoryStore,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  SaveButton,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { schemasOf } from '../../../resources/schema';
import { schemaValidator } from '../../forms/schemaValidator';
import english from '../../../locales/en';
import { interfaceMessages } from '../../i18n/catalogue';
import { resourceMessages } from '../../i18n/resource-messages';
import { formDefaults } from '../form/formDefaults';
import { recordRepresentation } from '../recordRepresentation';

export function testI18nProvider(definitions: readonly ResourceDefinition[] = []) {
  const { messages } = interfaceMessages(english);
  messages.resources = { ...(messages.resources as object), ...resourceMessages(definitions, english).resources };
  return polyglotI18nProvider(() => messages, 'en-US');
}

/**
 * @param definitions resources declared only in the test, whose messages join the catalogue
 * @param registered resources known to the admin as `<Resource>`s would make them known: their
 *   items are named by their `recordRepresentation` in references
 */
export function TestAdmin({
  children,
  definitions = [],
  registered = [],
  dataProvider,
  authProvider,
}: {
  children: ReactNode;
  definitions?: readonly ResourceDefinition[];
  registered?: readonly ResourceDefinition[];
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}) {
  const resources = Object.fromEntries(
    registered.map((definition) => [definition.name, { name: definition.name, recordRepresentation: recordRepresentation(definition) }]),
  );
  return (
    <AdminContext
      i18nProvider={testI18nProvider(definitions)}
      store={memoryStore()}
      dataProvider={dataProvider}
      authProvider={authProvider}
    >
      <ResourceDefinitionContextProvider definitions={resources}>{children}</ResourceDefinitionContextProvider>
    </AdminContext>
  );
}

/** The form's current values, as JSON, for a test to read what the inputs made of the user's actions. */
function FormValues() {
  const values = useWatch();
  return <output data-testid="form-values">{JSON.stringify(values)}</output>;
}

export function readFormValues(container: HTMLElement): Record<string, unknown> {
  const output = container.querySelector('[data-testid="form-values"]');
  if (!output?.textContent) throw new Error('No form values on the page');
  return JSON.parse(output.textContent);
}

/** A create form of `definition` holding `children` (inputs), with a save button that validates. */
export function TestForm({
  definition,
  children,
  defaultValues = formDefaults(definition),
}: {
  definition: ResourceDefinition;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
}) {
  return (
    <ResourceContextProvider value={definition.name}>
      <Form validate={schemaValidator(schemasOf(definition).form)} defaultValues={defaultValues} noValidate>
        {children}
        <SaveButton alwaysEnable />
        <FormValues />
      </Form>
    </ResourceContextProvider>
  );
}
