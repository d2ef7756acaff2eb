import { useState } from 'react';
import { act, render } from '@testing-library/react';
import { DocumentTitle } from './DocumentTitle';

function LayoutWithErrorPage() {
  const [failed, setFailed] = useState(true);
  return (
    <DocumentTitle title="Authors">
      {failed && <DocumentTitle title="Server Error" />}
      <button onClick={() => setFailed(false)}>recover</button>
    </DocumentTitle>
  );
}

describe('DocumentTitle', () => {
  it('sets the title through the template', () => {
    render(<DocumentTitle title="Exercises" />);
    expect(document.title).toBe('Exercises · Pitchside');
  });

  it('lets the innermost title win, and gives the outer one back when the inner one goes', () => {
    const { getByText } = render(<LayoutWithErrorPage />);
    expect(document.title).toBe('Server Error · Pitchside');
    act(() => getByText('recover').click());
    expect(document.title).toBe('Authors · Pitchside');
  });

  it('follows a title that changes', () => {
    const { rerender } = render(<DocumentTitle title="Authors" />);
    rerender(<DocumentTitle title="Injuries" />);
    expect(document.title).toBe('Injuries · Pitchside');
  });
});
