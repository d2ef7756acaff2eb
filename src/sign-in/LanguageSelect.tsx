import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { interfaceLanguages, languageAutonym } from '../i18n/languages';
import { useSignInLanguage } from './signInLanguage';

/**
 * The sign-in screens' choice of interface language, each named in its own language. A native
 * select: MUI's Select brings its Menu, Popover and Modal to the sign-in screen's first paint
 * (bench/bundle-budget.ts).
 */
export function LanguageSelect() {
  const translate = useTranslate();
  const { language, choose } = useSignInLanguage();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 3, typography: 'body2' }}>
      <Box component="label" htmlFor="interface-language" sx={{ color: 'text.secondary' }}>
        {translate('shell.language.label')}
      </Box>
      <Box
        component="select"
        id="interface-language"
        value={language}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.5,
        }}
      >
        {interfaceLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageAutonym(code)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
