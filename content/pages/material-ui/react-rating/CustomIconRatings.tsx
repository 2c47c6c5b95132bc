import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const faces = [
  { Icon: SentimentVeryDissatisfiedIcon, label: 'Very dissatisfied' },
  { Icon: SentimentDissatisfiedIcon, label: 'Dissatisfied' },
  { Icon: SentimentSatisfiedIcon, label: 'Neutral' },
  { Icon: SentimentSatisfiedAltIcon, label: 'Satisfied' },
  { Icon: SentimentVerySatisfiedIcon, label: 'Very satisfied' },
];

// A custom icon slot also receives the rating's ownerState, which must not reach the DOM.
function FaceIcon({ value, ownerState, ...other }: IconContainerProps & { ownerState?: unknown }) {
  const { Icon } = faces[value - 1];
  return (
    <span {...other}>
      <Icon fontSize="large" />
    </span>
  );
}

export default function CustomIconRatings() {
  return (
    <Stack spacing={1}>
      <Typography component="legend">Hearts</Typography>
      <Rating
        name="hearts"
        defaultValue={3}
        icon={<FavoriteIcon fontSize="inherit" />}
        emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
        sx={{ color: 'error.main' }}
      />
      <Typography component="legend">How was your visit?</Typography>
      <Rating
        name="sentiment"
        defaultValue={4}
        slots={{ icon: FaceIcon }}
        getLabelText={(value) => faces[value - 1].label}
        highlightSelectedOnly
      />
    </Stack>
  );
}
