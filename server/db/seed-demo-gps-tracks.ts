/**
 * Location readings of a demo workday, so the demo cards' GPS activity maps show visits, driving,
 * walking and a lost signal (seed-demo-time-cards.ts). Deterministic: the same card gives the same
 * track on every seed.
 */

type Point = { latitude: number; longitude: number };
export type DemoReading = Point & { at: number };

const METERS_PER_DEGREE = 111_195;
const MINUTE = 60;
const HOUR = 3600;
/** A truck across town: about 12 m/s (27 mph) between readings 30 s apart. */
const DRIVE_STEP_METERS = 360;

const east = (point: Point, meters: number): Point => ({
  latitude: point.latitude,
  longitude:
    point.longitude + meters / (METERS_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180)),
});

const distance = (a: Point, b: Point) =>
  Math.hypot(
    (b.latitude - a.latitude) * METERS_PER_DEGREE,
    (b.longitude - a.longitude) * METERS_PER_DEGREE * Math.cos((a.latitude * Math.PI) / 180),
  );

/** A few metres of GPS drift, the same for the same step. */
const drift = (point: Point, step: number): Point => ({
  latitude: point.latitude + ((((step * 37) % 11) - 5) * 1) / METERS_PER_DEGREE,
  longitude: east(point, ((step * 53) % 9) - 4).longitude,
});

/**
 * A day that starts and ends at the yard: 12 minutes there at the clock-in, a drive to the site,
 * the morning on site (a reading every 5 minutes), a walk to lunch 400 m away and back, the
 * afternoon on site (with `loseSignal`, 25 minutes without a reading), and the drive back to
 * the yard for the clock-out.
 */
export function demoWorkdayTrack(input: {
  start: number;
  end: number;
  yard: Point;
  site: Point;
  loseSignal: boolean;
}): DemoReading[] {
  const { start, end, yard, site } = input;
  const readings: DemoReading[] = [];
  const at = (time: number, point: Point) => {
    if (time >= start && time <= end) readings.push({ at: time, ...point });
  };
  const stay = (from: number, to: number, point: Point, every: number) => {
    for (let time = from, step = 0; time <= to; time += every, step++)
      at(time, step === 0 ? point : drift(point, step));
  };
  const travel = (from: number, a: Point, b: Point, stepMeters: number, every = 30) => {
    const steps = Math.max(2, Math.ceil(distance(a, b) / stepMeters));
    for (let i = 1; i <= steps; i++)
      at(from + i * every, {
        latitude: a.latitude + ((b.latitude - a.latitude) * i) / steps,
        longitude: a.longitude + ((b.longitude - a.longitude) * i) / steps,
      });
    return from + steps * every;
  };

  stay(start, start + 12 * MINUTE, yard, MINUTE);
  const arrived = travel(start + 12 * MINUTE, yard, site, DRIVE_STEP_METERS);
  const lunch = start + 5 * HOUR;
  stay(arrived + 5 * MINUTE, lunch, site, 5 * MINUTE);
  const spot = east(site, 400);
  // 1.3 m/s on foot: 40 m every 30 s.
  const seated = travel(lunch, site, spot, 40);
  stay(seated + 2 * MINUTE, seated + 20 * MINUTE, spot, 2 * MINUTE);
  const back = travel(seated + 20 * MINUTE, spot, site, 40);
  const leave = end - 20 * MINUTE;
  const lost = { from: start + 6.5 * HOUR, to: start + 6.5 * HOUR + 25 * MINUTE };
  for (let time = back + 5 * MINUTE, step = 0; time <= leave; time += 5 * MINUTE, step++)
    if (!input.loseSignal || time < lost.from || time > lost.to) at(time, drift(site, step));
  // The last reading on site is at the moment the truck leaves.
  if (readings[readings.length - 1]!.at < leave) at(leave, site);
  const home = travel(leave, site, yard, DRIVE_STEP_METERS);
  stay(home + MINUTE, end, yard, MINUTE);
  return readings;
}
