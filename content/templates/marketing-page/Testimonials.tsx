import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';

const TESTIMONIALS = [
  {
    name: 'Renata Alves',
    role: 'Engineering manager, Northbeam',
    quote: 'We retired three tools the week we switched. Planning meetings got shorter and releases got calmer.',
  },
  {
    name: 'Jonas Weber',
    role: 'Founder, fieldnote',
    quote: 'The dashboards finally told us which features people use. We cut two and doubled down on one.',
  },
  {
    name: 'Aiko Tanaka',
    role: 'Product lead, QUASAR',
    quote:
      'Onboarding a new designer used to take a week of context. Now they read the project history in an afternoon.',
  },
  {
    name: 'Samuel Osei',
    role: 'CTO, atlas.io',
    quote: 'Single sign-on and audit logs on day one meant our security review took a call, not a quarter.',
  },
  {
    name: 'Clara Moreau',
    role: 'Designer, kettle&co',
    quote: 'It is the rare tool that feels fast on a phone. I approve most design reviews from the train now.',
  },
  {
    name: 'Dev Patel',
    role: 'Operations, Lumos',
    quote: 'Support answered within the hour, every time, even on the Team plan. That is why we stayed.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** Six customer quotes in a responsive grid; each is a <figure> with the quote and who said it. */
export default function Testimonials() {
  return (
    <Container
      id="testimonials"
      component="section"
      aria-labelledby="testimonials-title"
      maxWidth="lg"
      sx={{ py: { xs: 8, sm: 12 }, scrollMarginTop: 64 }}
    >
      <Typography id="testimonials-title" component="h2" variant="h3" sx={{ mb: 1.5, textAlign: 'center' }}>
        Loved by product teams
      </Typography>
      <Typography
        sx={{ color: 'text.secondary', mb: { xs: 4, sm: 6 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}
      >
        Thousands of teams, from two-person start-ups to public companies, run their roadmap on Orbital.
      </Typography>
      <Grid container spacing={3}>
        {TESTIMONIALS.map((testimonial) => (
          <Grid key={testimonial.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent
                component="figure"
                sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
              >
                <FormatQuoteRounded aria-hidden sx={{ color: 'primary.main' }} />
                <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
                  {testimonial.quote}
                </Typography>
                <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar aria-hidden sx={{ bgcolor: 'action.selected', color: 'text.primary', fontSize: 14 }}>
                    {initials(testimonial.name)}
                  </Avatar>
                  <div>
                    <Typography component="p" variant="subtitle2">
                      {testimonial.name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {testimonial.role}
                    </Typography>
                  </div>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
