/**
 * What a save answered with 409 shows: who changed the item meanwhile and when, what merged by
 * itself (the parts only one side changed), and each clash with both values and a choice (keep
 * mine, the default, or take theirs). Saving sends the merge against the item's new version;
 * the form behind stays as the user left it until then.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { PartValue, usePartLabel } from './PartValue';
import { mergedValues, partId, threeWayMerge, type Choice } from './threeWayMerge';
import { ChangedBy, useConflictWords, type VersionConflict } from './versionConflict';

export function ConflictDialog({
  definition,
  conflict,
  onSave,
  onClose,
  saveLabel,
}: {
  definition: ResourceDefinition;
  conflict: VersionConflict;
  onSave: (values: Record<string, unknown>) => void;
  onClose: () => void;
  /** The confirming button's words, where the merge is not saved at once; "Save the merge" else. */
  saveLabel?: string;
}) {
  const translate = useTranslate();
  const words = useConflictWords(conflict);
  const label = usePartLabel(definition.name);
  const merge = threeWayMerge(definition, conflict.base, conflict.mine, conflict.theirs);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const merged = [
    ...merge.theirsOnly.map((part) => ({ part, side: 'theirs' as const })),
    ...merge.mineOnly.map((part) => ({ part, side: 'mine' as const })),
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby="conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">{words('conflict_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <ChangedBy conflict={conflict} />
        </DialogContentText>
        {merge.clashes.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {words('clashes')}
            </Typography>
            <Table size="small" aria-label={words('clashes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('builders.versions.field')}</TableCell>
                  <TableCell>{words('mine')}</TableCell>
                  <TableCell>{words('theirs')}</TableCell>
                  <TableCell>{translate('builders.versions.choice')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {merge.clashes.map((part) => {
                  const id = partId(part);
                  return (
                    <TableRow key={id} data-part={id}>
                      <TableCell>{label(part)}</TableCell>
                      <TableCell>
                        <PartValue part={part} value={part.mine} />
                      </TableCell>
                      <TableCell>
                        <PartValue part={part} value={part.theirs} />
                      </TableCell>
                      <TableCell>
                        <RadioGroup
                          aria-label={label(part)}
                          value={choices[id] ?? 'mine'}
                          onChange={(event) => setChoices({ ...choices, [id]: event.target.value as Choice })}
                        >
                          <FormControlLabel value="mine" control={<Radio />} label={words('keep_mine')} />
                          <FormControlLabel value="theirs" control={<Radio />} label={words('take_theirs')} />
                        </RadioGroup>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </>
        )}
        {merged.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('builders.versions.merged')}
            </Typography>
            <Table size="small" aria-label={translate('builders.versions.merged')}>
              <TableBody>
                {merged.map(({ part, side }) => (
                  <TableRow key={partId(part)} data-part={partId(part)}>
                    <TableCell>{label(part)}</TableCell>
                    <TableCell>{words(side === 'mine' ? 'your_change' : 'their_change')}</TableCell>
                    <TableCell>
                      <PartValue part={part} value={side === 'mine' ? part.mine : part.theirs} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(mergedValues(merge, conflict.mine, conflict.theirs, choices))}>
          {saveLabel ?? translate('builders.versions.save_merged')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
