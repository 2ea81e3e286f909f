import { Counter } from "./counter";

/*
 * About as much text as the product's home page (some 5,000 characters of
 * headings, paragraphs and lists, one static page), in plain markup: what a
 * bare Next.js app serves for the same reading, so the figures compare the
 * product's additions and not the amount of text.
 */
const sections = [
  ["Featured products", [
    ["Helios 6 kW hybrid inverter", "Aurevo's best-selling single-phase hybrid inverter: 6 kW, 9 kW of panels, whole-home backup and 97.6% peak efficiency."],
    ["HomeStack 10 kWh all-in-one", "Inverter, 10 kWh of LFP storage and monitoring in a single floor-standing tower, installed in half a day."],
    ["PowerCube 5 kWh LFP battery", "A 5.12 kWh, 51.2 V lithium iron phosphate module for wall or floor, expandable to 80 kWh, with 6,000 cycles of life."],
    ["Helios 10 kW three-phase hybrid inverter", "A 10 kW three-phase hybrid inverter for high-voltage batteries, with unbalanced backup output and 98.2% efficiency."],
    ["GridBank 215 kWh cabinet", "A liquid-cooled 215 kWh / 100 kW outdoor cabinet for peak shaving, backup and solar shifting in factories and commercial buildings."],
    ["Voyager 2000 portable power station", "A 2 kWh LFP station with 2.2 kW of output and 1.2 kW of solar input for a home office, a fridge or a field kit all day long."],
  ]],
  ["Solutions", [
    ["Home backup", "Keep the lights, the fridge and the router running through grid outages."],
    ["Off-grid systems", "Solar, storage and generator input for places the grid does not reach."],
    ["Hybrid systems", "Use solar first, store the surplus and draw from the grid only when needed."],
  ]],
  ["Case studies", [
    ["A Yangon townhouse that no longer fears the load-shedding schedule", "A Helios 6 with two PowerCube 5 modules keeps a family shop and home running through daily scheduled outages of up to eight hours."],
    ["A Lagos community clinic with light on every night shift", "Two Helios Island 8 inverters and 30 kWh of PowerRack keep the vaccine fridges, lights and oxygen concentrators of a 24-hour clinic running."],
    ["A Valencia family winery that cools its tanks with stored sun", "Solar and a GridBank 100 cover the harvest cooling of a Utiel-Requena winery, the most expensive weeks of its year."],
  ]],
  ["Latest news", [
    ["Aurevo opens a service centre in Lagos for its West African customers", "The new Ikeja centre stocks spare parts, repairs inverters and batteries on site and trains local installers every month."],
    ["Helios 10-3P brings three-phase hybrid power to homes and small businesses", "A 10 kW three-phase hybrid inverter with two MPPTs, 100% unbalanced output and 10 ms switchover to backup."],
    ["Aurevo renews its ISO 9001 certification with no major non-conformities", "An independent audit of design, production and after-sales service confirms the quality management system for three more years."],
  ]],
  ["Upcoming events", [
    ["Solaria Storage Expo 2027", "11 to 13 May 2027, Solaria Exhibition Centre, hall 7, Madrid."],
    ["Asia Storage Days 2027", "23 to 25 March 2027, Chao Phraya Convention Centre, hall 2, stand H2-08, Bangkok."],
    ["Certified installer training, Brisbane", "10 to 11 February 2027, Riverside Trade Training Centre, room 3, Brisbane."],
  ]],
] as const;

export default function Page() {
  return (
    <main style={{ maxWidth: 1000, margin: "0 auto", padding: "64px 16px" }}>
      <nav aria-label="Main menu">
        <ul>
          {["About us", "Solutions", "Products", "Support", "Downloads", "Case studies"].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </nav>
      <h1>Keep the lights on when the grid goes down</h1>
      <p>
        Hybrid inverters and LFP batteries that switch to backup in 10 ms and store the sun for the evening. Storage that
        pays for itself: GridBank cabinets and the EMS 200 cut demand charges, shift solar energy and protect critical loads
        in factories and shops. Power where the grid does not reach: off-grid systems ready for long rainy seasons, with
        generator integration and monitoring from anywhere.
      </p>
      <h2>Product categories</h2>
      <ul>
        {["General: 5 products", "Batteries: 5 products", "Inverters: 5 products", "Monitoring and EMS: 4 products", "Residential: 3 products", "Commercial: 3 products"].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {sections.map(([title, items]) => (
        <section key={title}>
          <h2>{title}</h2>
          <ul>
            {items.map(([name, text]) => (
              <li key={name}>
                <h3>{name}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>Why Aurevo</h2>
      <ul>
        <li>Founded in 2014, more than ten years of experience, clients in more than fifty countries.</li>
        <li>Complete energy solutions: generation, distribution, management, storage and remote monitoring.</li>
        <li>Thirty per cent of our staff work in research and development, in five laboratories, with over 100 patents.</li>
        <li>Quality management certified to ISO 9001.</li>
      </ul>
      <p>Talk to our team: tell us about your project and we will help you choose the right system.</p>
      <Counter />
      <footer>
        <p>Aurevo Energy Technology Co., Ltd., Building 7, 88 Example Road, Suzhou Industrial Park, Jiangsu, China.</p>
        <p>Email info@aurevo.example, telephone +86 512 555 0100.</p>
      </footer>
    </main>
  );
}
