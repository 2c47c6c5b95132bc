import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections: Array<{ id: string; title: string; body: string }> = [
  { id: 'shipping', title: 'Shipping', body: 'Orders leave the warehouse within two working days.' },
  { id: 'returns', title: 'Returns', body: 'Return any unused item within 30 days for a full refund.' },
  { id: 'warranty', title: 'Warranty', body: 'Every product is covered for two years against defects.' },
];

export default function ControlledAccordions() {
  const [expanded, setExpanded] = React.useState<string | false>('shipping');

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? section.id : false)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${section.id}-content`}
            id={`${section.id}-header`}
          >
            <Typography component="span">{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${section.id}-content`}>
            <Typography>{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
