import { createContext, useContext } from 'react';

/** The sign-in area's interface language and how to choose another (SignInArea.tsx). */
export interface SignInLanguage {
  language: string;
  choose(language: string): void;
}

export const SignInLanguageContext = createContext<SignInLanguage>({ language: 'en', choose: () => undefined });

export const useSignInLanguage = (): SignInLanguage => useContext(SignInLanguageContext);
