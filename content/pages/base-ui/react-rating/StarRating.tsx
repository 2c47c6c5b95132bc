import * as React from 'react';
import { styled } from '@mui/system';

const Stars = styled('fieldset')`
  border: 0;
  padding: 0;
  margin: 0;
  display: inline-flex;
  font-family: system-ui, sans-serif;
  & legend {
    margin-bottom: 4px;
  }
  & input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  & label {
    font-size: 1.75rem;
    color: #cbd5e1;
    cursor: pointer;
  }
  & label.filled {
    color: #f59e0b;
  }
  & input:focus-visible + label {
    outline: 2px solid #2563eb;
    border-radius: 4px;
  }
`;

export default function StarRating() {
  const [value, setValue] = React.useState(3);
  return (
    <Stars>
      <legend>Rate this recipe</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <React.Fragment key={star}>
          <input type="radio" id={`star-${star}`} name="rating" value={star} checked={value === star} onChange={() => setValue(star)} />
          <label htmlFor={`star-${star}`} className={star <= value ? 'filled' : undefined} aria-label={`${star} star${star > 1 ? 's' : ''}`}>
            ★
          </label>
        </React.Fragment>
      ))}
    </Stars>
  );
}
