import { useId } from 'react';
import { errorMessage } from '@arcade/platform';
import { REALITY_CHECK_HOURS, REALITY_CHECK_MESSAGES as M, type RealityCheckHours } from '@arcade/contracts';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check';

/** The reality-check interval in Limits & breaks: every 1, 2 or 3 hours of activity, or off (saved at once). */
export function RealityCheckSetting() {
  const id = useId();
  const { data } = useRealityCheck();
  const save = useSetRealityCheck();
  const value = data?.intervalHours ? String(data.intervalHours) : '';
  return (
    <div className="wl-reality-check-setting">
      <label htmlFor={id}>{M.settingLabel}</label>
      <select
        id={id}
        value={value}
        disabled={!data || save.isPending}
        onChange={(e) =>
          save.mutate(e.target.value === '' ? null : (Number(e.target.value) as RealityCheckHours))
        }
      >
        <option value="">{M.off}</option>
        {REALITY_CHECK_HOURS.map((h) => (
          <option key={h} value={h}>
            {M.every(h)}
          </option>
        ))}
      </select>
      {save.isError ? <p role="alert">{errorMessage(save.error)}</p> : null}
    </div>
  );
}
