import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const files = ['report-q1.pdf', 'logo.svg', 'budget.xlsx', 'notes.md'];

export default function SelectableTable() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const toggle = (file: string) =>
    setSelected((current) => (current.includes(file) ? current.filter((f) => f !== file) : [...current, file]));
  const all = selected.length === files.length;

  return (
    <TableContainer component={Paper}>
      <Typography sx={{ px: 2, pt: 2 }}>{selected.length} selected</Typography>
      <Table aria-label="Files">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                indeterminate={selected.length > 0 && !all}
                checked={all}
                onChange={() => setSelected(all ? [] : files)}
                slotProps={{ input: { 'aria-label': 'Select all files' } }}
              />
            </TableCell>
            <TableCell>Name</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file} hover selected={selected.includes(file)} onClick={() => toggle(file)} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.includes(file)} slotProps={{ input: { 'aria-label': `Select ${file}` } }} />
              </TableCell>
              <TableCell>{file}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
