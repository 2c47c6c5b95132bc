import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

function MountCounter() {
  const [mountedAt] = React.useState(() => new Date().toLocaleTimeString());
  return <Typography>These details were mounted at {mountedAt}; close and reopen to mount them again.</Typography>;
}

export default function LazyAccordion() {
  return (
    <Accordion slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="report-header" aria-controls="report-content">
        <Typography component="span">Monthly report (mounted only while open)</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <MountCounter />
      </AccordionDetails>
    </Accordion>
  );
}
