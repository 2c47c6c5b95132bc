import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

const QUESTIONS = [
  {
    id: 'trial',
    question: 'How does the free trial work?',
    answer:
      'Every paid plan starts with 14 days free, with all features on. We don’t ask for a card, and at the end you choose a plan or stay on Starter.',
  },
  {
    id: 'billing',
    question: 'Can I switch between monthly and yearly billing?',
    answer:
      'Yes, at any time from the billing settings. Moving to yearly saves 20%, and we credit what is left of your current period.',
  },
  {
    id: 'data',
    question: 'Can I export my data?',
    answer: 'Everything you put in Orbital can be exported as CSV or JSON, on every plan, and through the API.',
  },
  {
    id: 'security',
    question: 'Where is my data stored?',
    answer:
      'In data centres in the EU or the US, your choice, encrypted in transit and at rest. Business plans add single sign-on and audit logs.',
  },
  {
    id: 'cancel',
    question: 'What happens if I cancel?',
    answer: 'Your workspace stays read-only for 90 days, so you can export it. After that, it is deleted for good.',
  },
] as const;

/** Frequently asked questions as accordions; opening one closes the one that was open. */
export default function FAQ() {
  const [expanded, setExpanded] = React.useState<string | false>(false);

  return (
    <Container
      id="faq"
      component="section"
      aria-labelledby="faq-title"
      maxWidth="md"
      sx={{ py: { xs: 8, sm: 12 }, scrollMarginTop: 64 }}
    >
      <Typography id="faq-title" component="h2" variant="h3" sx={{ mb: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        Frequently asked questions
      </Typography>
      {QUESTIONS.map(({ id, question, answer }) => (
        <Accordion
          key={id}
          disableGutters
          expanded={expanded === id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? id : false)}
          sx={{ bgcolor: 'transparent' }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`faq-${id}-header`}
            aria-controls={`faq-${id}-content`}
          >
            {/* The Accordion already wraps its summary in an <h3>. */}
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${id}-content`}>
            <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center', color: 'text.secondary' }}>
        Still curious? <Link href="#">Write to us</Link> and a person will reply within a day.
      </Typography>
    </Container>
  );
}
