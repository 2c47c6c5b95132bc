import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';

function Sample() {
  return (
    <div>
      <h4>Heading without theme typography</h4>
      <p>A paragraph with the browser's default margins.</p>
    </div>
  );
}

export default function ScopedBaseline() {
  const [scoped, setScoped] = React.useState<boolean>(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={scoped} onChange={(e) => setScoped(e.target.checked)} />}
        label="Apply ScopedCssBaseline"
      />
      <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
        {scoped ? (
          <ScopedCssBaseline>
            <Sample />
          </ScopedCssBaseline>
        ) : (
          <Sample />
        )}
      </Paper>
    </div>
  );
}
