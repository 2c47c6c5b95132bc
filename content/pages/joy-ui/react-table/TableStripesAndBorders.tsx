import * as React from 'react';
import { Option, Select, Sheet, Stack, Table } from '@mui/joy';

const borderAxes = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'] as const;
type BorderAxis = (typeof borderAxes)[number];
const rows = [
  ['Oslo', 709_000, 'Norway'],
  ['Bergen', 291_000, 'Norway'],
  ['Aarhus', 290_000, 'Denmark'],
  ['Gothenburg', 604_000, 'Sweden'],
] as const;

export default function TableStripesAndBorders() {
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');
  const [stripe, setStripe] = React.useState<'odd' | 'even' | ''>('odd');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Select size="sm" value={borderAxis} onChange={(_event, value) => value && setBorderAxis(value)} aria-label="borderAxis">
          {borderAxes.map((axis) => (
            <Option key={axis} value={axis}>
              borderAxis: {axis}
            </Option>
          ))}
        </Select>
        <Select size="sm" value={stripe} onChange={(_event, value) => setStripe(value ?? '')} aria-label="stripe">
          <Option value="">no stripes</Option>
          <Option value="odd">stripe: odd</Option>
          <Option value="even">stripe: even</Option>
        </Select>
      </Stack>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
        <Table borderAxis={borderAxis} stripe={stripe || undefined} hoverRow aria-label="Nordic cities">
          <thead>
            <tr>
              <th>City</th>
              <th style={{ textAlign: 'right' }}>Population</th>
              <th>Country</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([city, population, country]) => (
              <tr key={city}>
                <td>{city}</td>
                <td style={{ textAlign: 'right' }}>{population.toLocaleString('en')}</td>
                <td>{country}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Stack>
  );
}
