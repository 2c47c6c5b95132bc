import { AspectRatio, Stack, Typography } from '@mui/joy';

export default function AspectRatioDemo() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <AspectRatio ratio="16/9" sx={{ flex: 2 }}>
        <Typography level="title-md">16 : 9</Typography>
      </AspectRatio>
      <AspectRatio ratio="1" variant="soft" color="primary" sx={{ flex: 1 }}>
        <Typography level="title-md">1 : 1</Typography>
      </AspectRatio>
    </Stack>
  );
}
