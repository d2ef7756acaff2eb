/**
 * The language selector of a group of translatable inputs: one tab per content language, each
 * marked as translated, not translated yet, or in error, and a count of the translated languages,
 * so a content manager sees at a glance what is left to translate. A save stopped by a text of
 * another language opens that language's tab, onto its first field in error (docs/content-tools.md).
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslatableContext, useTranslate } from 'react-admin';
import { get, useFormState, useWatch } from 'react-hook-form';
import { LanguageToldContext } from './languageTold';
import { useStepShown } from '../form/steps/StepShown';
import { languageStatus, type LanguageStatus } from './languageStatus';

const statusIcons: Record<LanguageStatus, React.ReactElement> = {
  complete: <CheckCircleOutline fontSize="small" color="success" />,
  missing: <RadioButtonUnchecked fontSize="small" color="warning" />,
  invalid: <ErrorOutline fontSize="small" color="error" />,
};

export interface LanguageTabsProps {
  /** The sources of the group's translatable fields. */
  sources: readonly string[];
  /** As TranslatableInputs' own, to tie each tab to its panel. */
  groupKey?: string;
}

export function LanguageTabs({ sources, groupKey = '' }: LanguageTabsProps) {
  const { locales, selectedLocale, selectLocale } = useTranslatableContext();
  const translate = useTranslate();
  const maps: unknown[] = useWatch({ name: [...sources] });
  const { errors, submitCount } = useFormState({ name: [...sources] });
  const fieldErrors = sources.map((source) => get(errors, source));
  const statuses = locales.map((locale) => languageStatus(locale, maps, fieldErrors));
  const completeCount = statuses.filter((status) => status === 'complete').length;
  useRevealOnFailedSave({ locales, statuses, submitCount, groupKey });
  // Others who have the item open see which language this person is on (docs/live.md, "Presence").
  const tell = useContext(LanguageToldContext);
  const shown = useStepShown();
  useEffect(() => {
    // Tabs out of sight say nothing, so that they never clear what the tabs on screen said.
    if (!tell || !shown) return;
    tell(selectedLocale);
    return () => tell(undefined);
  }, [tell, shown, selectedLocale]);

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={selectedLocale}
        onChange={(_event, locale: string) => selectLocale(locale)}
        variant="scrollable"
        scrollButtons="auto"
        // On a phone too: the arrows say that more languages are out of sight.
        allowScrollButtonsMobile
        aria-label={translate('builders.translation.summary', { complete: completeCount, total: locales.length })}
      >
        {locales.map((locale, index) => {
          const language = translate(`builders.languages.${locale}`);
          const status = statuses[index];
          return (
            <Tab
              key={locale}
              value={locale}
              id={`translatable-header-${groupKey}${locale}`}
              aria-controls={`translatable-content-${groupKey}${locale}`}
              aria-label={translate(`builders.translation.${status}`, { language })}
              data-status={status}
              icon={statusIcons[status]}
              iconPosition="start"
              label={language}
              sx={{ minHeight: 48, ...(status === 'invalid' && { color: 'error.main' }) }}
            />
          );
        })}
      </Tabs>
      <Typography variant="caption" component="p" sx={{ px: 2, pb: 1 }} aria-live="polite">
        {translate('builders.translation.summary', { complete: completeCount, total: locales.length })}
      </Typography>
    </Box>
  );
}

/** The focused element is a field in error already (react-hook-form's own focus, or the step's). */
const errorFocused = () => document.activeElement?.getAttribute('aria-invalid') === 'true';

/**
 * After a save attempt (one more `submitCount`) with a text of this group in error: unless the
 * language shown has one, the first language in error is shown, and once it is, the cursor goes
 * to its first field in error, if it can be seen and no other field in error has the focus.
 */
function useRevealOnFailedSave({
  locales,
  statuses,
  submitCount,
  groupKey,
}: {
  locales: string[];
  statuses: LanguageStatus[];
  submitCount: number;
  groupKey: string;
}) {
  const { selectedLocale, selectLocale } = useTranslatableContext();
  const handledSubmitCount = useRef(submitCount);
  const [focusIn, setFocusIn] = useState<string>();

  useEffect(() => {
    if (submitCount === handledSubmitCount.current) return;
    handledSubmitCount.current = submitCount;
    const inError = locales.filter((_locale, index) => statuses[index] === 'invalid');
    if (inError.length === 0) return;
    const shown = inError.includes(selectedLocale) ? selectedLocale : inError[0];
    selectLocale(shown);
    setFocusIn(shown);
  }, [submitCount, locales, statuses, selectedLocale, selectLocale]);

  useEffect(() => {
    if (focusIn === undefined || focusIn !== selectedLocale) return;
    setFocusIn(undefined);
    const panel = document.getElementById(`translatable-content-${groupKey}${focusIn}`);
    const field = panel?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field && (field.checkVisibility?.() ?? true) && !errorFocused()) field.focus();
  }, [focusIn, selectedLocale, groupKey]);
}
