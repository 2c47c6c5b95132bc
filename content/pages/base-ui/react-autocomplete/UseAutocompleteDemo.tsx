import { useAutocomplete } from '@mui/base';
import { styled } from '@mui/system';

const fruits = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Grape', 'Mango', 'Orange', 'Peach'];

const Field = styled('input')`
  font: inherit;
  width: 240px;
  padding: 8px 12px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  &:focus {
    outline: 2px solid #2563eb;
    border-color: transparent;
  }
`;

const List = styled('ul')`
  width: 240px;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  & li {
    padding: 6px 8px;
    border-radius: 6px;
    cursor: pointer;
  }
  & li.Mui-focused {
    background: #dbeafe;
  }
`;

export default function UseAutocompleteDemo() {
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } =
    useAutocomplete({ id: 'fruit-autocomplete', options: fruits });
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif' }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Fruit
        </label>
        <Field {...getInputProps()} placeholder="Type to filter" />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <List {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => (
            <li {...getOptionProps({ option, index })} key={option}>
              {option}
            </li>
          ))}
        </List>
      ) : null}
    </div>
  );
}
