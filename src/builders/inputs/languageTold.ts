/**
 * Where the language tabs say which content language they show: the edit form passes the live
 * client's teller (docs/live.md, "Presence"), so that the inputs' code need not load the live
 * client where no item is edited.
 */
import { createContext } from 'react';

export type TellLanguage = (language: string | undefined) => void;

export const LanguageToldContext = createContext<TellLanguage | undefined>(undefined);
