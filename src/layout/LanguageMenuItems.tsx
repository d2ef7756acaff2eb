import { ListSubheader, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { rememberLanguage } from '../i18n/languageChoice';
import { browserLanguageSources, interfaceLanguages, languageAutonym } from '../i18n/languages';

/**
 * The profile menu's choice of interface language, each named in its own language: remembered for
 * the user on this device (and as the device's, for the sign-in screen), apart from the content
 * languages a form edits.
 */
export function LanguageMenuItems() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const { identity } = useGetIdentity();
  return (
    <>
      {/* Not a list item: a menu holds menu items, and its heading is only read in passing. */}
      <ListSubheader role="none" sx={{ lineHeight: 2.5 }}>
        {translate('shell.language.menu')}
      </ListSubheader>
      {interfaceLanguages.map((language) => (
        <MenuItem
          key={language}
          role="menuitemradio"
          aria-checked={language === locale}
          lang={language}
          onClick={() => {
            rememberLanguage(browserLanguageSources().storage, language, identity?.id);
            setLocale(language);
          }}
        >
          <ListItemIcon>{language === locale && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{languageAutonym(language)}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
