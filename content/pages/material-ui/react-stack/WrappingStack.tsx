import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const skills = ['TypeScript', 'React', 'Accessibility', 'Testing', 'CSS', 'Node.js', 'GraphQL', 'Design systems', 'Performance'];

export default function WrappingStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
      {skills.map((skill) => (
        <Chip key={skill} label={skill} />
      ))}
    </Stack>
  );
}
