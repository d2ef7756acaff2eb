/**
 * A resource's Translations screen (docs/content-tools.md, "Translation coverage"): its items by
 * languages, page by page, each cell marked translated or missing, and a link that opens the item's
 * form on that language's tab. By default the items missing a language; all items or those missing
 * one language on request, as the server's `missing` filter selects them.
 */
import { useState, type ComponentType } from 'react';
import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Link, Title, useGetList, useTranslate } from 'react-admin';
import { anyLanguage, missingTranslationParam, type ResourceDefinition } from '../../../resources/definition';
import { languages } from '../../../resources/languages';
import { editPath } from '../../routes/routeTable';
import { errorMessage } from '../../errors/errorMessage';
import { readOutOnly } from '../../theme/readOutOnly';
import { recordRepresentation } from '../recordRepresentation';
import { languageParam } from '../inputs/TranslatableFieldsInput';
import { missingTranslationChoices } from '../list/listFilters';
import { missingLanguages } from './translationCoverage';

const pageSize = 25;
const allItems = 'all';

export function buildTranslations(definition: ResourceDefinition): ComponentType {
  const name = recordRepresentation(definition);
  const titleKey = `titles.${definition.name}-translations`;

  return function TranslationsScreen() {
    const translate = useTranslate();
    const [shown, setShown] = useState<string>(anyLanguage);
    const [page, setPage] = useState(0);
    const filter = shown === allItems ? {} : { [missingTranslationParam]: shown };
    const { data, total, isPending, error } = useGetList(definition.name, {
      pagination: { page: page + 1, perPage: pageSize },
      sort: definition.list.defaultSort,
      filter,
    });
    const languageName = (language: string) => translate(`builders.languages.${language}`);

    return (
      // As wide as the screen whatever the grid's width (the grid then scrolls in its box), as a list is.
      <Box sx={{ pt: 2, minWidth: 0, overflowX: 'auto' }}>
        <Title title={titleKey} />
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(titleKey)}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('builders.coverage.show')}
          value={shown}
          onChange={(event) => {
            setShown(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 220, mb: 2 }}
        >
          <MenuItem value={allItems}>{translate('builders.coverage.all')}</MenuItem>
          {missingTranslationChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.id === anyLanguage ? translate('builders.coverage.missing_in_any') : translate('builders.coverage.missing_in', { language: languageName(choice.id) })}
            </MenuItem>
          ))}
        </TextField>
        {error ? (
          <Alert severity="error">{errorMessage(error, translate)}</Alert>
        ) : (
          <Paper variant="outlined">
            {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {/* On a narrow screen the grid scrolls in its box, which the keyboard can then reach and scroll. */}
            <TableContainer tabIndex={0} role="region" aria-label={translate(titleKey)}>
              <Table size="small" aria-label={translate(titleKey)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('builders.coverage.item')}</TableCell>
                    {languages.map((language) => (
                      <TableCell key={language} align="center">
                        {languageName(language)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={languages.length + 1}>{translate(shown === allItems ? 'ra.navigation.no_results' : 'builders.coverage.none')}</TableCell>
                    </TableRow>
                  )}
                  {data?.map((record) => {
                    const missing = missingLanguages(definition, record);
                    const itemName = name(record);
                    return (
                      <TableRow key={record.id} data-id={record.id}>
                        <TableCell component="th" scope="row" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {itemName}
                        </TableCell>
                        {languages.map((language) => {
                          const isMissing = missing.includes(language);
                          const status = translate(isMissing ? 'builders.coverage.missing' : 'builders.coverage.translated', { language: languageName(language) });
                          return (
                            <TableCell key={language} align="center" data-status={isMissing ? 'missing' : 'translated'}>
                              <Link
                                to={`${editPath(definition, record.id)}?${languageParam}=${language}`}
                                title={translate('builders.coverage.open', { name: itemName, language: languageName(language) })}
                                sx={{ display: 'inline-flex', position: 'relative', p: 0.5, color: isMissing ? 'warning.dark' : 'success.main' }}
                              >
                                {isMissing ? <RadioButtonUnchecked fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
                                <span style={readOutOnly}>{status}</span>
                              </Link>
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={total ?? -1}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[]}
            />
          </Paper>
        )}
      </Box>
    );
  };
}
