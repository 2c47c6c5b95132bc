import { Accordion, AccordionDetails, AccordionGroup, AccordionSummary } from '@mui/joy';

const faqs = [
  { q: 'Can I change my plan later?', a: 'Yes. Upgrades apply immediately; downgrades apply at the next billing date.' },
  { q: 'Do you offer refunds?', a: 'Unused months are refunded within 14 days of a cancellation.' },
  { q: 'Is there a free tier?', a: 'The free tier includes one project and three collaborators.' },
];

export default function AccordionDemo() {
  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      {faqs.map((item, index) => (
        <Accordion key={item.q} defaultExpanded={index === 0}>
          <AccordionSummary>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
