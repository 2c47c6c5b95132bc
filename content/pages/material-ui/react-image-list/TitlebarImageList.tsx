import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const swatch = (color: string) =>
  `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140"><rect width="200" height="140" fill="${encodeURIComponent(color)}"/></svg>`;

const items = [
  { title: 'Lagoon', color: '#4fc3f7' },
  { title: 'Forest', color: '#66bb6a' },
  { title: 'Desert', color: '#ffb74d' },
  { title: 'Dusk', color: '#9575cd' },
  { title: 'Coral', color: '#ff8a65' },
  { title: 'Slate', color: '#90a4ae' },
];

export default function TitlebarImageList() {
  const [starred, setStarred] = React.useState<string[]>([]);
  const toggle = (title: string) =>
    setStarred(starred.includes(title) ? starred.filter((t) => t !== title) : [...starred, title]);

  return (
    <ImageList cols={3} rowHeight={140} gap={8} sx={{ maxWidth: 560 }}>
      {items.map((item) => (
        <ImageListItem key={item.title}>
          <img src={swatch(item.color)} alt={`${item.title} colour swatch`} loading="lazy" />
          <ImageListItemBar
            title={item.title}
            actionIcon={
              <IconButton
                aria-label={`Star ${item.title}`}
                aria-pressed={starred.includes(item.title)}
                sx={{ color: 'white' }}
                onClick={() => toggle(item.title)}
              >
                {starred.includes(item.title) ? <StarIcon /> : <StarBorderIcon />}
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
