import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const settings = [
  { name: 'General', value: 'English, Europe/Lisbon' },
  { name: 'Privacy', value: 'Profile visible to team' },
];

export default function SummaryLayout() {
  return (
    <div>
      {settings.map((setting, index) => (
        <Accordion key={setting.name}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`setting-header-${index}`} aria-controls={`setting-content-${index}`}>
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {setting.name}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {setting.value}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>The controls for {setting.name.toLowerCase()} settings go here.</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
