/** Back to the previous step and on to the next one, below a step's fields. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StepNavigationProps {
  previous?: string;
  next?: string;
  onGo: (step: string) => void;
}

export function StepNavigation({ previous, next, onGo }: StepNavigationProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ mt: 2, justifyContent: previous ? 'space-between' : 'flex-end' }}>
      {previous && (
        <Button type="button" variant="outlined" startIcon={<ArrowBack />} onClick={() => onGo(previous)}>
          {translate('builders.steps.back')}
        </Button>
      )}
      {next && (
        <Button type="button" variant="outlined" endIcon={<ArrowForward />} onClick={() => onGo(next)}>
          {translate('builders.steps.next')}
        </Button>
      )}
    </Stack>
  );
}
