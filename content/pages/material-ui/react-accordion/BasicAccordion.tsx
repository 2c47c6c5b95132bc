import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  { q: 'Can I change my plan later?', a: 'Yes. Upgrades apply at once; downgrades at the end of the billing period.' },
  { q: 'Do you offer refunds?', a: 'Within 14 days of purchase, no questions asked.' },
  { q: 'Is there a student discount?', a: 'Students get half price with a valid university email address.' },
];

export default function BasicAccordion() {
  return (
    <div>
      {questions.map(({ q, a }, index) => (
        <Accordion key={q}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-header-${index}`} aria-controls={`faq-content-${index}`}>
            <Typography component="span">{q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
