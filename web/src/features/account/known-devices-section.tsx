import { useId, useRef } from "react";
import { forgetDevice, knownDevices, type KnownDevice } from "../../auth/known-device-calls";
import { SectionOutcome, useSectionAction } from "../../components/use-section-action";
import { dayOfInstant } from "../../lib/long-date";
import { SectionDataState, useSectionData } from "./section-data";

/**
 * The browsers the account has signed in from (server/src/auth/known-devices.ts): someone else
 * guessing at the password does not keep them out. Each can be forgotten; once it is, its sign-ins
 * count as a stranger's until it signs in again.
 */
export function KnownDevicesSection() {
  const headingId = useId();
  const { busy, said, problem, run } = useSectionAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, retry, change } = useSectionData(async () => {
    const answer = await knownDevices();
    if ("problem" in answer) throw new Error(answer.problem);
    return answer.devices;
  }, heading);

  const forget = (device: KnownDevice) =>
    run(async () => {
      const refused = await forgetDevice(device.id);
      if (refused) throw new Error(refused);
      change((devices) => devices.filter((d) => d.id !== device.id));
      // Its button is gone: the focus goes to the section, whose status says what happened.
      heading.current?.focus();
      return device.current ? `This browser is forgotten. It becomes known again when you next sign in on it.` : `${device.label} is forgotten.`;
    });

  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Devices you sign in on
      </h2>
      <p className="account__warning">Someone guessing at your password does not keep these browsers out while they keep their cookies. A new password forgets all but this one. Forget any you no longer use or do not recognise.</p>
      <SectionDataState loaded={loaded} what="devices" onRetry={retry} />
      {loaded && "data" in loaded ? (
        loaded.data.length === 0 ? (
          <p>No browser is known yet: the next one you sign in on will be.</p>
        ) : (
          <ul className="account__devices">
            {loaded.data.map((device) => (
              <li key={device.id} className="account__device">
                <div>
                  <p className="account__device-name">
                    {device.label}
                    {device.current ? <span className="account__device-here"> · This browser</span> : null}
                  </p>
                  <p className="account__device-dates">
                    First signed in {dayOfInstant(device.firstSignIn)}; last {dayOfInstant(device.lastSignIn)}
                  </p>
                </div>
                <button type="button" className="button button--secondary" aria-label={`Forget ${device.label}${device.current ? ", this browser" : `, last signed in ${dayOfInstant(device.lastSignIn)}`}`} aria-disabled={busy || undefined} onClick={() => void forget(device)}>
                  Forget
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <SectionOutcome said={said} problem={problem} />
    </section>
  );
}
