import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function OutlinedAccordions() {
  return (
    <Stack spacing={2}>
      <Accordion variant="outlined" square disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="shipping-header" aria-controls="shipping-content">
          <Typography component="span">Outlined, square corners, no gutters</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Without gutters the panel keeps its place when it opens, instead of gaining margins.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="returns-header" aria-controls="returns-content">
          <Typography component="span">Summary wrapped in an h4 heading</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Choose the heading level that fits where the accordion sits in the page outline.</Typography>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
