import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
interface Fruit { name: string; calories: number; sugar: number }
type Key = keyof Fruit;
const rows: Fruit[] = [
  { name: 'Apple', calories: 52, sugar: 10.4 },
  { name: 'Banana', calories: 89, sugar: 12.2 },
  { name: 'Cherry', calories: 63, sugar: 12.8 }, { name: 'Kiwi', calories: 61, sugar: 9 },
];
const columns: Array<{ key: Key; label: string }> = [
  { key: 'name', label: 'Fruit (100 g)' },
  { key: 'calories', label: 'Calories' },
  { key: 'sugar', label: 'Sugar (g)' },
];

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<Key>('name');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const sorted = [...rows].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });
  const sortBy = (key: Key) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Fruit nutrition">
        <TableHead>
          <TableRow>
            {columns.map(({ key, label }) => (
              <TableCell key={key} align={key === 'name' ? 'left' : 'right'} sortDirection={orderBy === key ? order : false}>
                <TableSortLabel active={orderBy === key} direction={orderBy === key ? order : 'asc'} onClick={() => sortBy(key)}>
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">{row.name}</TableCell>
              <TableCell align="right">{row.calories}</TableCell>
              <TableCell align="right">{row.sugar}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
