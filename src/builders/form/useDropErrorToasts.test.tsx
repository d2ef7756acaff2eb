import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { useNotificationContext, useNotify } from 'react-admin';
import { TestAdmin } from '../testing/TestAdmin.test-support';
import { useDropErrorToasts } from './useDropErrorToasts';

describe('after a successful save', () => {
  it('the error toasts still waiting are dropped, and the others stay in their order', () => {
    const seen: { queue: string[]; drop?: () => void } = { queue: [] };
    function Probe() {
      const notify = useNotify();
      const { notifications } = useNotificationContext();
      const drop = useDropErrorToasts();
      seen.queue = notifications.map((notification) => String(notification.message));
      seen.drop = drop;
      useEffect(() => {
        notify('ra.message.invalid_form', { type: 'error' });
        notify('Name is required', { type: 'error' });
        notify('Exported', { type: 'info' });
        notify('Author updated successfully', { type: 'success' });
      }, [notify]);
      return null;
    }
    render(
      <TestAdmin>
        <Probe />
      </TestAdmin>,
    );
    expect(seen.queue).toEqual(['ra.message.invalid_form', 'Name is required', 'Exported', 'Author updated successfully']);
    act(() => seen.drop!());
    expect(seen.queue).toEqual(['Exported', 'Author updated successfully']);
  });
});
