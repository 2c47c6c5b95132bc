import { Stack, Table } from '@mui/joy';

const variants = ['plain', 'soft', 'outlined', 'solid'] as const;

export default function TableVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Table key={variant} variant={variant} color="primary" size="sm" aria-label={`${variant} table`} sx={{ '& caption': { color: 'inherit' } }}>
          <caption>variant=&quot;{variant}&quot;, size=&quot;sm&quot;</caption>
          <tbody>
            <tr>
              <td>Requests</td>
              <td>12 480</td>
              <td>Errors</td>
              <td>3</td>
            </tr>
          </tbody>
        </Table>
      ))}
    </Stack>
  );
}
