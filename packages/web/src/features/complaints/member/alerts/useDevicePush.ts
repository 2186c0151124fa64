import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../../api/clientContext';
import { ApiError } from '../../../../api/client';
import { deviceState, DevicePushError, subscribeDevice, unsubscribeDevice, type DeviceState } from './devicePush';

/**
 * This device's pushes: its state (undefined while it is being read), whether a change is under
 * way, the reason the last one failed (one the page words itself; the API client shows the
 * server's), and the two changes.
 */
export function useDevicePush() {
  const api = useApi();
  const [state, setState] = useState<DeviceState>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DevicePushError['reason']>();

  const refresh = useCallback(() => deviceState().then(setState, () => setState('off')), []);
  useEffect(() => void refresh(), [refresh]);

  const change = (action: () => Promise<void>) => async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (e) {
      if (e instanceof DevicePushError) setFailure(e.reason);
      else if (!(e instanceof ApiError)) setFailure('subscribeFailed');
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  return { state, busy, failure, enable: change(() => subscribeDevice(api)), disable: change(() => unsubscribeDevice(api)) };
}
