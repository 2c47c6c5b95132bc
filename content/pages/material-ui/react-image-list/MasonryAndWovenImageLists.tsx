import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

function picture(color: string, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="${height}"><rect width="120" height="${height}" fill="${color}"/></svg>`)}`;
}

const pictures = [
  ['#ffab91', 160], ['#b39ddb', 90], ['#81d4fa', 130], ['#c5e1a5', 200],
  ['#ffe082', 110], ['#f48fb1', 150], ['#80deea', 100], ['#bcaaa4', 170],
] as const;

export default function MasonryAndWovenImageLists() {
  const [variant, setVariant] = React.useState<'masonry' | 'woven'>('masonry');

  return (
    <>
      <ToggleButtonGroup size="small" exclusive value={variant} onChange={(_event, next) => next && setVariant(next)} aria-label="Layout">
        <ToggleButton value="masonry">masonry</ToggleButton>
        <ToggleButton value="woven">woven</ToggleButton>
      </ToggleButtonGroup>
      <ImageList variant={variant} cols={4} gap={8} rowHeight={variant === 'woven' ? 120 : undefined} sx={{ maxWidth: 520, mt: 2 }}>
        {pictures.map(([color, height], index) => (
          <ImageListItem key={color}>
            <img src={picture(color, height)} alt={`Picture ${index + 1}`} loading="lazy" />
          </ImageListItem>
        ))}
      </ImageList>
    </>
  );
}
