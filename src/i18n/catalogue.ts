/**
 * The one message catalogue of the interface (en-US): react-admin's English texts, the sign-in
 * area's part (the validation messages of docs/spec.md §5, the shell's own texts, docs/spec.md
 * §8's among them), every resource's texts derived from its definition, the generic views' texts
 * and the screen titles.
 */
import englishMessages from 'ra-language-english';
import { definitions } from '../../resources';
import { kindValidationMessages } from '../../resources/kinds';
import { builderMessages } from '../builders/messages';
import { draftMessages } from '../drafts/messages';
import { accountDeletionMessages } from './account-deletion-messages';
import { exportMessages } from './export-messages';
import { importMessages } from './import-messages';
import { liveMessages } from './live-messages';
import { securityMessages } from './security-messages';
import { resourceMessages } from './resource-messages';
import { shellMessages } from './shell-messages';
import { signInCatalogue } from './sign-in-catalogue';
import { titleMessages } from './title-messages';

export const catalogue = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, logout: 'Sign out' },
    notification: {
      ...englishMessages.ra.notification,
      // Spec §8: a failure without a message of its own says this.
      http_error: shellMessages.shell.errors.kinds.badResponse,
    },
  },
  ...signInCatalogue,
  // Flat `validation.*` keys, as the sign-in part's: the messages the field kinds bring.
  ...kindValidationMessages(),
  ...resourceMessages(definitions),
  ...builderMessages,
  ...titleMessages,
  ...exportMessages,
  ...importMessages,
  ...accountDeletionMessages,
  ...draftMessages,
  ...securityMessages,
  ...liveMessages,
};
