import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const builds = [
  { id: 'Build 311', status: 'passed', steps: ['install 42 s', 'test 3 min 10 s', 'deploy 51 s'] },
  { id: 'Build 312', status: 'failed', steps: ['install 40 s', 'test failed after 1 min 2 s'] },
];

function BuildRow({ build }: { build: (typeof builds)[number] }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={open ? 'Hide steps' : 'Show steps'} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{build.id}</TableCell>
        <TableCell>{build.status}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={3} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }}>
              {build.steps.map((step) => (
                <Typography key={step} variant="body2">
                  {step}
                </Typography>
              ))}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Builds">
        <TableBody>
          {builds.map((build) => (
            <BuildRow key={build.id} build={build} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
