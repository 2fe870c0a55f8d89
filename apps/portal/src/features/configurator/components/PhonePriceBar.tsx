import { Price } from '@lease/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';

/**
 * On a phone the summary comes after the options: this bar keeps the price in sight meanwhile,
 * with a link down to the summary. Hidden from `md` up, where the summary stands beside them.
 */
export function PhonePriceBar({ price, summaryId }: { price: number | null; summaryId: string }) {
  const message = usePortalMessage();
  return (
    <Paper
      elevation={3}
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        px: 2,
        py: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        columnGap: 2,
        order: 1,
      }}
    >
      {price === null ? null : <Price value={price} period="month" variant="h6" />}
      {/* The link's words wrap beside the price; only when its longest word does not fit
          there either (a four-figure price on a 320 px phone) does it move under the price.
          It keeps to the right edge at its own width, so the price arriving after the page
          (the calculation comes later) moves nothing (a layout shift of 0.01 before). */}
      <Box sx={{ flex: '0 1 auto', ml: 'auto', display: 'flex', justifyContent: 'flex-end' }}>
        <Button href={`#${summaryId}`} size="small" sx={{ minWidth: 'min-content' }}>
          {message('configurator.toSummary')}
        </Button>
      </Box>
    </Paper>
  );
}
