/** The demo studio's clients, leads and jobs (demo-studio.ts writes them); days count from today. */
type Person = [first: string, last: string, email: string | null, phone: string | null];
type DemoClient = {
  kind: 'person' | 'couple' | 'organisation';
  org?: string;
  people: Person[];
  tags?: string[];
  source?: string;
};

export const CLIENTS: Record<string, DemoClient> = {
  bennett: {
    kind: 'person',
    people: [['Olivia', 'Bennett', 'olivia.bennett@example.com', '+1 212 555 0101']],
    tags: ['vip', 'referral'],
    source: 'Referral',
  },
  chen: {
    kind: 'couple',
    people: [
      ['Maya', 'Chen', 'maya.chen@example.com', '+1 646 555 0102'],
      ['Daniel', 'Brooks', 'dan.brooks@example.com', '+1 646 555 0112'],
    ],
    tags: ['wedding-2026'],
    source: 'Instagram',
  },
  romano: {
    kind: 'couple',
    people: [
      ['Sofia', 'Romano', 'sofia.romano@example.com', '+1 718 555 0103'],
      ['Luca', 'Romano', null, null],
    ],
    source: 'The Knot',
  },
  hudson: {
    kind: 'organisation',
    org: 'Hudson Grand Hotel',
    people: [['Priya', 'Shah', 'events@hudsongrand.example.com', '+1 212 555 0104']],
    tags: ['corporate'],
    source: 'Website',
  },
  carter: {
    kind: 'person',
    people: [['James', 'Carter', 'james.carter@example.com', '+1 917 555 0105']],
    source: 'Google',
  },
  okafor: {
    kind: 'person',
    people: [['Amara', 'Okafor', 'amara.okafor@example.com', '+1 347 555 0106']],
    tags: ['repeat'],
    source: 'Referral',
  },
  fischer: {
    kind: 'couple',
    people: [
      ['Emma', 'Fischer', 'emma.fischer@example.com', '+1 201 555 0107'],
      ['Noah', 'Fischer', 'noah.fischer@example.com', null],
    ],
    tags: ['family'],
    source: 'Facebook',
  },
  kim: {
    kind: 'person',
    people: [['Grace', 'Kim', 'grace@kimstudio.example.com', '+1 212 555 0108']],
    tags: ['corporate'],
    source: 'Google',
  },
  brightside: {
    kind: 'organisation',
    org: 'Brightside Agency',
    people: [['Tom', 'Alvarez', 'tom@brightside.example.com', '+1 646 555 0109']],
    tags: ['corporate'],
    source: 'Referral',
  },
  meyer: {
    kind: 'person',
    people: [['Lucas', 'Meyer', 'lucas.meyer@example.com', '+1 917 555 0110']],
    source: 'Instagram',
  },
  wright: {
    kind: 'person',
    people: [['Hannah', 'Wright', 'hannah.wright@example.com', null]],
    source: 'Wedding fair',
  },
  park: {
    kind: 'couple',
    people: [
      ['Zoe', 'Park', 'zoe.park@example.com', '+1 718 555 0111'],
      ['Ethan', 'Hill', 'ethan.hill@example.com', null],
    ],
    source: 'Instagram',
  },
};

/** [day from today, start hour, hours, name, location]. */
type DemoSession = [day: number, hour: number, hours: number, name: string, location: string];
type DemoJob = {
  name: string;
  client: keyof typeof CLIENTS;
  type: string;
  day: number | null;
  value: number;
  stage?: string;
  lostReason?: string;
  status?: 'active' | 'completed';
  sessions?: DemoSession[];
};

export const LEADS: DemoJob[] = [
  {
    name: 'Park & Hill Engagement',
    client: 'park',
    type: 'Engagement',
    day: 45,
    value: 95000,
    stage: 'New inquiry',
  },
  {
    name: 'Meyer Engagement',
    client: 'meyer',
    type: 'Engagement',
    day: 30,
    value: 85000,
    stage: 'Meeting booked',
    sessions: [[2, 17, 1, 'Consultation call', 'Phone']],
  },
  {
    name: 'Romano Wedding',
    client: 'romano',
    type: 'Wedding',
    day: 200,
    value: 520000,
    stage: 'Contacted',
    sessions: [[5, 11, 1, 'Consultation', 'Studio']],
  },
  {
    name: 'Hudson Grand Winter Gala',
    client: 'hudson',
    type: 'Event',
    day: 60,
    value: 350000,
    stage: 'Quote sent',
  },
  {
    name: 'Wright Family Portraits',
    client: 'wright',
    type: 'Family',
    day: 20,
    value: 45000,
    stage: 'Lost',
    lostReason: 'Budget: chose a mini session elsewhere',
  },
];
export const JOBS: DemoJob[] = [
  {
    name: 'Chen & Brooks Wedding',
    client: 'chen',
    type: 'Wedding',
    day: 21,
    value: 480000,
    sessions: [
      [6, 16, 2, 'Engagement shoot', 'Central Park'],
      [21, 12, 9, 'Wedding day', 'The Foundry, Long Island City'],
    ],
  },
  {
    name: 'Okafor Newborn Session',
    client: 'okafor',
    type: 'Newborn',
    day: 9,
    value: 65000,
    sessions: [[9, 10, 3, 'Newborn session', "The client's home"]],
  },
  {
    name: 'Carter Portraits',
    client: 'carter',
    type: 'Portrait',
    day: 3,
    value: 40000,
    sessions: [[3, 14, 1, 'Portrait session', 'Studio']],
  },
  {
    name: 'Brightside Team Headshots',
    client: 'brightside',
    type: 'Commercial',
    day: 14,
    value: 180000,
    sessions: [[14, 9, 4, 'Team headshots', 'Brightside office, 5th Avenue']],
  },
  { name: 'Fischer Family Autumn', client: 'fischer', type: 'Family', day: null, value: 55000 },
  {
    name: 'Bennett Wedding',
    client: 'bennett',
    type: 'Wedding',
    day: -120,
    value: 450000,
    status: 'completed',
    sessions: [[-120, 13, 8, 'Wedding day', 'Brooklyn Botanic Garden']],
  },
  {
    name: 'Kim Brand Portraits',
    client: 'kim',
    type: 'Commercial',
    day: -40,
    value: 120000,
    status: 'completed',
    sessions: [[-40, 10, 3, 'Brand shoot', 'Studio']],
  },
];
