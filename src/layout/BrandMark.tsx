import { Box, Typography } from '@mui/material';
import { productName } from '../brand';

/** The logo and the product's name side by side. */
export function BrandMark({ size = 32, component = 'span' }: { size?: number; component?: 'span' | 'p' }) {
  return (
    <Box component={component} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, m: 0 }}>
      <img src="/logo.svg" alt="" width={size} height={size} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: 0.5 }}>
        {productName}
      </Typography>
    </Box>
  );
}
