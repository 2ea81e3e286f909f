import { Counter } from "./counter";

export default function Page() {
  return (
    <main style={{ maxWidth: 1000, margin: "0 auto", padding: "64px 16px" }}>
      <h1>Energy storage for homes and businesses</h1>
      <p>
        Batteries, inverters and monitoring that keep the lights on through grid outages, store the sun&apos;s surplus
        for the evening and cut the cost of peak demand. Installed by local partners and supported for the life of the
        system, with more than ten years of experience and clients in more than fifty countries.
      </p>
      <ul>
        <li>Residential batteries from 5 kWh</li>
        <li>Hybrid inverters from 3 to 12 kW</li>
        <li>Commercial cabinets from 100 kWh</li>
      </ul>
      <Counter />
    </main>
  );
}
