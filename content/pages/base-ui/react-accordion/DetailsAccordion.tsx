import { styled } from '@mui/system';

const Item = styled('details')`
  font-family: system-ui, sans-serif;
  border-bottom: 1px solid #e2e8f0;
  max-width: 460px;
  & summary {
    padding: 12px 4px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    display: flex;
    justify-content: space-between;
  }
  & summary::after {
    content: '+';
  }
  &[open] summary::after {
    content: '−';
  }
  & summary:focus-visible {
    outline: 3px solid #93c5fd;
  }
  & p {
    margin: 0 4px 12px;
    color: light-dark(#475569, #94a3b8);
  }
`;

const faqs = [
  ['Where is my order?', 'Tracking details are emailed once the parcel leaves the warehouse.'],
  ['Can I return an item?', 'Unworn items can be returned within 30 days.'],
];

export default function DetailsAccordion() {
  return (
    <div>
      {faqs.map(([question, answer], index) => (
        <Item key={question} open={index === 0}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </Item>
      ))}
    </div>
  );
}
