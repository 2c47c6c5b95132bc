import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionStates() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="cookies-header" aria-controls="cookies-content">
          <Typography component="span">Cookie preferences (open by default)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Analytics cookies help us see which pages are read. They never leave our servers.</Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button>Reject all</Button>
          <Button variant="contained">Accept</Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="ads-header" aria-controls="ads-content">
          <Typography component="span">Advertising (not available in your region)</Typography>
        </AccordionSummary>
      </Accordion>
    </div>
  );
}
