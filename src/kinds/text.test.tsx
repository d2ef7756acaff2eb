import { render, screen } from '@testing-library/react';
import { defineResource, fieldBySource } from '../../resources/definition';
import { FieldInput } from '../builders/inputs/FieldInput';
import { TestAdmin, TestForm } from '../builders/testing/TestAdmin.test-support';
import { screenKindOf } from '.';

const notes = defineResource({
  name: 'match-notes',
  endpoint: 'match_notes',
  label: { one: 'Match note', other: 'Match notes' },
  recordRepresentation: 'title',
  fields: [
    { source: 'title', label: 'Title', kind: 'text' },
    { source: 'report', label: 'Report', kind: 'text', multiline: true },
  ],
  list: { columns: ['title', 'report'], sortable: ['title'], defaultSort: { field: 'title', order: 'ASC' }, pagination: 'pages' },
  search: ['title', 'report'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});

describe('a multi-line text on screen', () => {
  it('is typed in a text area', () => {
    render(
      <TestAdmin definitions={[notes]}>
        <TestForm definition={notes}>
          <FieldInput definition={notes} field={fieldBySource(notes, 'report')} />
        </TestForm>
      </TestAdmin>,
    );
    expect(screen.getByRole('textbox', { name: /^Report/ }).tagName).toBe('TEXTAREA');
  });

  it('is one line in a list, cut with an ellipsis, the whole text its tooltip; a one-line text is as it is', () => {
    const report = fieldBySource(notes, 'report');
    const { Cell } = screenKindOf(report);
    const text = 'First half: pressing high.\nSecond half: a deeper block after the red card.';
    const { container } = render(<Cell definition={notes} field={report} value={text} />);
    const cell = container.firstElementChild as HTMLElement;
    expect(cell).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(cell).toHaveAttribute('title', text);
    const title = fieldBySource(notes, 'title');
    expect(render(<Cell definition={notes} field={title} value="Derby" />).container.innerHTML).toBe('Derby');
  });
});
