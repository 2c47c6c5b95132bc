import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

function tile(color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${color}"/></svg>`)}`;
}

const tiles = [
  { title: 'Harbour at dawn', color: '#90caf9', rows: 2, cols: 2 },
  { title: 'Lighthouse', color: '#ffcc80', rows: 1, cols: 1 },
  { title: 'Nets', color: '#a5d6a7', rows: 1, cols: 1 },
  { title: 'Boats', color: '#ce93d8', rows: 1, cols: 2 },
  { title: 'Gulls', color: '#ef9a9a', rows: 2, cols: 1 },
  { title: 'Pier', color: '#80cbc4', rows: 1, cols: 1 },
  { title: 'Market', color: '#fff59d', rows: 1, cols: 2 },
];

export default function QuiltedImageList() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={80} sx={{ maxWidth: 480 }}>
      {tiles.map((item) => (
        <ImageListItem key={item.title} cols={item.cols} rows={item.rows}>
          <img src={tile(item.color)} alt={item.title} loading="lazy" style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
