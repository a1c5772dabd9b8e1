import { abnFromNineDigits } from '../modules/identity/domain/abn.js';
import type { AuState } from '../shared/domain/australia.js';

export interface DemoPlace {
  suburb: string;
  state: AuState;
  postcode: string;
}

/** Real suburbs in every state and territory. */
export const PLACES: DemoPlace[] = [
  { suburb: 'Newtown', state: 'NSW', postcode: '2042' },
  { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
  { suburb: 'Manly', state: 'NSW', postcode: '2095' },
  { suburb: 'Newcastle', state: 'NSW', postcode: '2300' },
  { suburb: 'Wollongong', state: 'NSW', postcode: '2500' },
  { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
  { suburb: 'Brunswick', state: 'VIC', postcode: '3056' },
  { suburb: 'Geelong', state: 'VIC', postcode: '3220' },
  { suburb: 'Ballarat', state: 'VIC', postcode: '3350' },
  { suburb: 'Paddington', state: 'QLD', postcode: '4064' },
  { suburb: 'Southport', state: 'QLD', postcode: '4215' },
  { suburb: 'Toowoomba', state: 'QLD', postcode: '4350' },
  { suburb: 'Cairns City', state: 'QLD', postcode: '4870' },
  { suburb: 'Fremantle', state: 'WA', postcode: '6160' },
  { suburb: 'Joondalup', state: 'WA', postcode: '6027' },
  { suburb: 'Glenelg', state: 'SA', postcode: '5045' },
  { suburb: 'Norwood', state: 'SA', postcode: '5067' },
  { suburb: 'Sandy Bay', state: 'TAS', postcode: '7005' },
  { suburb: 'Launceston', state: 'TAS', postcode: '7250' },
  { suburb: 'Braddon', state: 'ACT', postcode: '2612' },
  { suburb: 'Belconnen', state: 'ACT', postcode: '2617' },
  { suburb: 'Darwin City', state: 'NT', postcode: '0800' },
  { suburb: 'Alice Springs', state: 'NT', postcode: '0870' },
];

export const HOMEOWNER_NAMES: [string, string][] = [
  ['Sarah', 'Nguyen'],
  ['James', 'Wilson'],
  ['Olivia', 'Smith'],
  ['Liam', "O'Brien"],
  ['Charlotte', 'Taylor'],
  ['Noah', 'Williams'],
  ['Amelia', 'Brown'],
  ['Jack', 'Jones'],
  ['Isla', 'Martin'],
  ['William', 'Anderson'],
  ['Mia', 'Thompson'],
  ['Oliver', 'White'],
  ['Ava', 'Kelly'],
  ['Thomas', 'Chen'],
  ['Grace', 'Patel'],
  ['Lucas', 'Walker'],
  ['Chloe', 'Harris'],
  ['Henry', 'Lee'],
  ['Zoe', 'Robinson'],
  ['Ethan', 'Singh'],
];

export interface DemoTradie {
  firstName: string;
  lastName: string;
  businessName: string;
  categories: string[];
  licencePrefix: string;
}

export const TRADIES: DemoTradie[] = [
  {
    firstName: 'Dave',
    lastName: 'Mitchell',
    businessName: 'Mitchell Plumbing & Gas',
    categories: ['plumbing'],
    licencePrefix: 'PL',
  },
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    businessName: 'Bright Spark Electrical',
    categories: ['electrical'],
    licencePrefix: 'EC',
  },
  {
    firstName: 'Tom',
    lastName: 'Russo',
    businessName: 'Russo Carpentry',
    categories: ['carpentry', 'flooring'],
    licencePrefix: 'BC',
  },
  {
    firstName: 'Kylie',
    lastName: 'Evans',
    businessName: 'Fresh Coat Painting',
    categories: ['painting'],
    licencePrefix: 'PT',
  },
  {
    firstName: 'Ben',
    lastName: 'Hughes',
    businessName: 'Top Deck Roofing',
    categories: ['roofing'],
    licencePrefix: 'RF',
  },
  {
    firstName: 'Aroha',
    lastName: 'Ngata',
    businessName: 'Green Thumb Landscapes',
    categories: ['landscaping', 'fencing'],
    licencePrefix: 'LS',
  },
  {
    firstName: 'Maria',
    lastName: 'Costa',
    businessName: 'Sparkle Clean Co',
    categories: ['cleaning'],
    licencePrefix: 'CL',
  },
  {
    firstName: 'Hamish',
    lastName: 'Campbell',
    businessName: 'Campbell Tiling',
    categories: ['tiling'],
    licencePrefix: 'TL',
  },
  {
    firstName: 'Jason',
    lastName: 'Papadopoulos',
    businessName: 'Smooth Walls Plastering',
    categories: ['plastering'],
    licencePrefix: 'PS',
  },
  {
    firstName: 'Steve',
    lastName: 'Murray',
    businessName: 'Murray Fencing',
    categories: ['fencing'],
    licencePrefix: 'FN',
  },
  {
    firstName: 'Rachel',
    lastName: 'Kim',
    businessName: 'Cool Breeze Air Conditioning',
    categories: ['air-conditioning', 'electrical'],
    licencePrefix: 'AC',
  },
  {
    firstName: 'Mark',
    lastName: 'Sullivan',
    businessName: 'Solid Ground Concreting',
    categories: ['concreting'],
    licencePrefix: 'CN',
  },
  {
    firstName: 'Nina',
    lastName: 'Petrovic',
    businessName: 'No Bugs Pest Control',
    categories: ['pest-control'],
    licencePrefix: 'PC',
  },
  {
    firstName: 'Gary',
    lastName: 'Fletcher',
    businessName: 'Handy Gary',
    categories: ['handyman', 'carpentry'],
    licencePrefix: 'HM',
  },
  {
    firstName: 'Ahmed',
    lastName: 'Hassan',
    businessName: 'Secure Locksmiths',
    categories: ['locksmith'],
    licencePrefix: 'LK',
  },
  {
    firstName: 'Luke',
    lastName: 'Bennett',
    businessName: 'Bennett Bricklaying',
    categories: ['bricklaying', 'concreting'],
    licencePrefix: 'BR',
  },
  {
    firstName: 'Emma',
    lastName: 'Doyle',
    businessName: 'Clear View Glazing',
    categories: ['glazing'],
    licencePrefix: 'GL',
  },
  {
    firstName: 'Sam',
    lastName: 'Tran',
    businessName: 'Tran Plumbing Solutions',
    categories: ['plumbing'],
    licencePrefix: 'PL',
  },
  {
    firstName: 'Josh',
    lastName: 'McKenzie',
    businessName: 'Live Wire Electrics',
    categories: ['electrical'],
    licencePrefix: 'EC',
  },
  {
    firstName: 'Leah',
    lastName: 'Morgan',
    businessName: 'Morgan Painting Services',
    categories: ['painting', 'plastering'],
    licencePrefix: 'PT',
  },
  {
    firstName: 'Chris',
    lastName: 'Baker',
    businessName: 'Baker Roof Restorations',
    categories: ['roofing'],
    licencePrefix: 'RF',
  },
  {
    firstName: 'Tane',
    lastName: 'Walker',
    businessName: 'Outback Landscaping',
    categories: ['landscaping'],
    licencePrefix: 'LS',
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    businessName: 'Rossi Floors',
    categories: ['flooring', 'tiling'],
    licencePrefix: 'FL',
  },
  {
    firstName: 'Matt',
    lastName: 'Graham',
    businessName: 'Graham Building & Carpentry',
    categories: ['carpentry'],
    licencePrefix: 'BC',
  },
  {
    firstName: 'Jess',
    lastName: 'Lawson',
    businessName: 'Spotless Home Cleaning',
    categories: ['cleaning'],
    licencePrefix: 'CL',
  },
  {
    firstName: 'Ravi',
    lastName: 'Kumar',
    businessName: 'Kumar Electrical Contracting',
    categories: ['electrical', 'air-conditioning'],
    licencePrefix: 'EC',
  },
  {
    firstName: 'Pete',
    lastName: 'Donovan',
    businessName: 'Drain Doctor Plumbing',
    categories: ['plumbing'],
    licencePrefix: 'PL',
  },
  {
    firstName: 'Hannah',
    lastName: 'Scott',
    businessName: 'Scott Handyman Services',
    categories: ['handyman'],
    licencePrefix: 'HM',
  },
  {
    firstName: 'Daniel',
    lastName: 'Wright',
    businessName: 'Wright Way Fencing',
    categories: ['fencing', 'landscaping'],
    licencePrefix: 'FN',
  },
  {
    firstName: 'Mei',
    lastName: 'Lin',
    businessName: 'Lin Tiling & Waterproofing',
    categories: ['tiling'],
    licencePrefix: 'TL',
  },
  // Pending verification: the admin's queue.
  {
    firstName: 'Brodie',
    lastName: 'Adams',
    businessName: 'Adams Plumbing',
    categories: ['plumbing'],
    licencePrefix: 'PL',
  },
  {
    firstName: 'Tash',
    lastName: 'Reid',
    businessName: 'Reid Electrical',
    categories: ['electrical'],
    licencePrefix: 'EC',
  },
  {
    firstName: 'Kane',
    lastName: 'Foster',
    businessName: 'Foster Roofing',
    categories: ['roofing'],
    licencePrefix: 'RF',
  },
  {
    firstName: 'Lily',
    lastName: 'Cooper',
    businessName: 'Cooper Painting',
    categories: ['painting'],
    licencePrefix: 'PT',
  },
  {
    firstName: 'Zac',
    lastName: 'Turner',
    businessName: 'Turner Concreting',
    categories: ['concreting'],
    licencePrefix: 'CN',
  },
];

export const APPROVED_TRADIE_COUNT = 30;

export interface DemoJob {
  title: string;
  category: string;
  description: string;
  budgetDollars: number;
  emergency?: boolean;
}

export const JOBS: DemoJob[] = [
  {
    title: 'Leaking kitchen mixer tap',
    category: 'plumbing',
    budgetDollars: 250,
    description:
      'The kitchen mixer drips constantly and leaks under the sink when running. Happy to supply a new tap if needed; looking for someone to replace it this week.',
  },
  {
    title: 'Burst pipe flooding the laundry',
    category: 'plumbing',
    budgetDollars: 600,
    emergency: true,
    description:
      'A pipe behind the laundry tub has burst and water is spreading into the hallway. Water is off at the meter. Need someone today to find and repair it.',
  },
  {
    title: 'Install a new hot water system',
    category: 'plumbing',
    budgetDollars: 2800,
    description:
      'Our 20-year-old electric storage hot water unit is failing. Looking for quotes to supply and install a heat pump or gas continuous-flow system.',
  },
  {
    title: 'Blocked toilet and slow shower drain',
    category: 'plumbing',
    budgetDollars: 300,
    description:
      'The downstairs toilet keeps blocking and the shower drains slowly. Possibly tree roots in the line; may need a camera inspection.',
  },
  {
    title: 'Replace old switchboard with safety switches',
    category: 'electrical',
    budgetDollars: 1800,
    description:
      'Ceramic fuses in a 1970s switchboard. We want a modern board with RCDs on all circuits and a compliance certificate.',
  },
  {
    title: 'Power out to half the house',
    category: 'electrical',
    budgetDollars: 500,
    emergency: true,
    description:
      'The safety switch trips immediately when reset and we have no power to the kitchen and bedrooms. Fridge full of food; need an electrician urgently.',
  },
  {
    title: 'Install six LED downlights in living room',
    category: 'electrical',
    budgetDollars: 700,
    description:
      'Replace two old ceiling fittings with six dimmable LED downlights on a single dimmer. Single-storey house with easy roof access.',
  },
  {
    title: 'Add outdoor power points to the deck',
    category: 'electrical',
    budgetDollars: 450,
    description:
      'Two weatherproof double power points on the back deck for a barbecue area and lights. Switchboard is about 8 metres away.',
  },
  {
    title: 'Build a timber deck off the back door',
    category: 'carpentry',
    budgetDollars: 9500,
    description:
      'Around 4 x 5 metre deck in merbau or treated pine, one step down to the lawn. Council approval not needed at this height.',
  },
  {
    title: 'Hang four internal doors',
    category: 'carpentry',
    budgetDollars: 900,
    description:
      'Doors and hardware purchased already. Need them hung, latches fitted and trimmed to clear new floorboards.',
  },
  {
    title: 'Built-in wardrobe for the main bedroom',
    category: 'carpentry',
    budgetDollars: 3500,
    description:
      'Floor-to-ceiling built-in robe, 2.4 m wide, with sliding doors, shelving and a double hanging rail.',
  },
  {
    title: 'Repair rotten weatherboards',
    category: 'carpentry',
    budgetDollars: 1200,
    description:
      'About eight weatherboards on the south side have rotted near the ground. Replace and prime ready for painting.',
  },
  {
    title: 'Paint interior of three-bedroom house',
    category: 'painting',
    budgetDollars: 6500,
    description:
      'Walls and ceilings throughout, around 120 square metres of floor area. Minor patching needed. Colours chosen already.',
  },
  {
    title: 'Exterior repaint of weatherboard cottage',
    category: 'painting',
    budgetDollars: 8000,
    description:
      'Single-storey cottage, flaking paint on boards and window frames. Needs scraping, priming and two coats.',
  },
  {
    title: 'Paint a feature wall and front door',
    category: 'painting',
    budgetDollars: 450,
    description:
      'One living room feature wall in a dark colour and refresh the front door in gloss. Quick job, flexible timing.',
  },
  {
    title: 'Roof leaking into the bedroom after the storm',
    category: 'roofing',
    budgetDollars: 800,
    emergency: true,
    description:
      "Water coming through the ceiling in the main bedroom after last night's storm. Tiles may have shifted. Need a tarp or repair as soon as possible.",
  },
  {
    title: 'Replace rusted gutters and downpipes',
    category: 'roofing',
    budgetDollars: 3200,
    description:
      'Around 30 metres of Colorbond gutter and four downpipes on a single-storey house. Old ones are rusted through.',
  },
  {
    title: 'Roof restoration on a tiled roof',
    category: 'roofing',
    budgetDollars: 7000,
    description:
      'Concrete tile roof, about 180 square metres. Rebed and repoint ridge capping, pressure clean and paint.',
  },
  {
    title: 'Re-sheet a garage roof',
    category: 'roofing',
    budgetDollars: 2600,
    description:
      'Single garage with an old corrugated iron roof. Replace with Colorbond sheeting and new flashings.',
  },
  {
    title: 'Landscape the front yard',
    category: 'landscaping',
    budgetDollars: 6000,
    description:
      'Remove old lawn, install native garden beds with drip irrigation, a gravel path and low retaining wall.',
  },
  {
    title: 'Fortnightly lawn mowing and edging',
    category: 'landscaping',
    budgetDollars: 80,
    description:
      'Medium-sized front and back lawns, mowing, edging and blowing every two weeks through spring and summer.',
  },
  {
    title: 'Remove a fallen tree branch',
    category: 'landscaping',
    budgetDollars: 700,
    emergency: true,
    description:
      'A large gum branch has fallen across the driveway and is resting on the fence. Need it cut up and removed today.',
  },
  {
    title: 'Install artificial turf in the backyard',
    category: 'landscaping',
    budgetDollars: 4200,
    description:
      'About 60 square metres of backyard, currently patchy grass and dirt. Prepare base and lay quality synthetic turf.',
  },
  {
    title: 'End-of-lease clean, two-bedroom unit',
    category: 'cleaning',
    budgetDollars: 450,
    description:
      'Bond clean of a two-bedroom apartment including oven, windows inside and carpets steam cleaned. Must meet agent checklist.',
  },
  {
    title: 'Fortnightly house clean',
    category: 'cleaning',
    budgetDollars: 150,
    description:
      'Regular clean of a four-bedroom, two-bathroom house: kitchen, bathrooms, vacuum and mop. Two adults, one dog.',
  },
  {
    title: 'Pressure wash driveway and paths',
    category: 'cleaning',
    budgetDollars: 350,
    description:
      'Exposed aggregate driveway about 50 square metres plus side paths, stained with oil and mould.',
  },
  {
    title: 'Retile a small bathroom',
    category: 'tiling',
    budgetDollars: 7500,
    description:
      'Strip and retile floor and walls of a 2 x 2.5 m bathroom, including waterproofing. Tiles to be chosen with the tiler.',
  },
  {
    title: 'Regrout shower and replace silicone',
    category: 'tiling',
    budgetDollars: 550,
    description:
      'Grout cracking and mouldy in a walk-in shower. Regrout walls and floor and replace all silicone joints.',
  },
  {
    title: 'Tile a kitchen splashback',
    category: 'tiling',
    budgetDollars: 900,
    description:
      'Subway tile splashback, about 3 square metres. Tiles purchased. Cut-outs for two power points.',
  },
  {
    title: 'Patch and set ceiling cracks',
    category: 'plastering',
    budgetDollars: 650,
    description:
      'Several long cracks across the living room and hallway ceilings. Patch, set and sand ready for painting.',
  },
  {
    title: 'Replace water-damaged ceiling section',
    category: 'plastering',
    budgetDollars: 1400,
    description:
      'A 2 x 3 metre section of ceiling sagging after a roof leak (now fixed). Remove and replace plasterboard and cornice.',
  },
  {
    title: 'Replace a paling fence between neighbours',
    category: 'fencing',
    budgetDollars: 3800,
    description:
      '25 metres of 1.8 m treated pine paling fence, costs shared with neighbour. Remove and dispose of the old fence.',
  },
  {
    title: 'Pool fence compliance repair',
    category: 'fencing',
    budgetDollars: 1200,
    description:
      'Pool gate no longer self-closes and two panels have gaps too wide. Need it compliant before inspection next month.',
  },
  {
    title: 'Concrete a new driveway',
    category: 'concreting',
    budgetDollars: 11000,
    description:
      'Remove old cracked driveway, about 60 square metres, and pour a new coloured concrete driveway with control joints.',
  },
  {
    title: 'Pour a slab for a garden shed',
    category: 'concreting',
    budgetDollars: 1600,
    description:
      '3 x 3 metre reinforced slab on level ground in the backyard, ready for a steel shed kit.',
  },
  {
    title: 'Install split system in the main bedroom',
    category: 'air-conditioning',
    budgetDollars: 2400,
    description:
      'Supply and install a 3.5 kW reverse-cycle split system, back-to-back installation on an external wall.',
  },
  {
    title: 'Air conditioner not cooling',
    category: 'air-conditioning',
    budgetDollars: 400,
    description:
      'Ducted system runs but only blows warm air. Serviced two years ago. Looking for a diagnosis and repair.',
  },
  {
    title: 'Service ducted heating before winter',
    category: 'air-conditioning',
    budgetDollars: 250,
    description: 'Gas ducted heater service and safety check, including carbon monoxide test.',
  },
  {
    title: 'Termite inspection and treatment',
    category: 'pest-control',
    budgetDollars: 900,
    description:
      'Found mud tunnels on the garage wall. Need a full timber pest inspection and a treatment quote.',
  },
  {
    title: 'General pest spray for a house',
    category: 'pest-control',
    budgetDollars: 220,
    description:
      'Cockroaches and spiders inside and out. Pet-friendly treatment preferred. Three-bedroom brick house.',
  },
  {
    title: 'Wasp nest under the eaves',
    category: 'pest-control',
    budgetDollars: 200,
    emergency: true,
    description:
      'A large wasp nest above the back door and the kids have been stung. Need it removed safely as soon as possible.',
  },
  {
    title: 'Odd jobs around the house',
    category: 'handyman',
    budgetDollars: 400,
    description:
      'Hang shelves and mirrors, fix a sticking sliding door, replace a flyscreen and assemble a flat-pack desk.',
  },
  {
    title: 'Assemble and install IKEA kitchen pantry',
    category: 'handyman',
    budgetDollars: 500,
    description:
      'Tall pantry unit with internal drawers, needs assembling and securing to the wall.',
  },
  {
    title: 'Locked out of the house',
    category: 'locksmith',
    budgetDollars: 250,
    emergency: true,
    description:
      'Keys lost and locked out with a toddler asleep inside the car. Deadlock on the front door. Need access tonight.',
  },
  {
    title: 'Rekey all locks after moving in',
    category: 'locksmith',
    budgetDollars: 450,
    description:
      'Just bought the house. Rekey front, back and garage locks to one key and supply six keys.',
  },
  {
    title: 'Lay hybrid flooring in living areas',
    category: 'flooring',
    budgetDollars: 5200,
    description:
      'About 70 square metres of living, dining and hallway. Remove old carpet first. Flooring to be supplied by the installer.',
  },
  {
    title: 'Sand and polish timber floorboards',
    category: 'flooring',
    budgetDollars: 3600,
    description:
      'Original Baltic pine floors under carpet in three bedrooms and hallway, around 55 square metres.',
  },
  {
    title: 'Repair a cracked brick garden wall',
    category: 'bricklaying',
    budgetDollars: 1500,
    description:
      'A 1 metre high brick retaining wall has cracked and is leaning. Needs partial rebuild.',
  },
  {
    title: 'Brick barbecue and pizza oven area',
    category: 'bricklaying',
    budgetDollars: 6800,
    description:
      'Build a brick outdoor kitchen bench with space for a built-in barbecue and a small pizza oven.',
  },
  {
    title: 'Smashed sliding door glass',
    category: 'glazing',
    budgetDollars: 700,
    emergency: true,
    description:
      'The glass in our back sliding door shattered overnight. Need it boarded up or replaced today for security.',
  },
  {
    title: 'Install frameless shower screen',
    category: 'glazing',
    budgetDollars: 1300,
    description:
      'Replace an old framed shower screen with a frameless 10 mm glass screen, 900 mm return.',
  },
  {
    title: 'Replace a broken window pane',
    category: 'glazing',
    budgetDollars: 300,
    description:
      'One small bedroom window pane cracked by a cricket ball. Timber frame, standard clear glass.',
  },
  {
    title: 'Gas cooktop installation',
    category: 'plumbing',
    budgetDollars: 450,
    description:
      'Swap an old gas cooktop for a new one (already bought). Need a licensed gasfitter and compliance plate.',
  },
  {
    title: 'Install ceiling fans in three bedrooms',
    category: 'electrical',
    budgetDollars: 900,
    description:
      'Three ceiling fans with lights, replacing existing light fittings. Fans supplied.',
  },
  {
    title: 'Fix squeaky floorboards and skirting',
    category: 'carpentry',
    budgetDollars: 600,
    description:
      'Several squeaky boards in the hallway and some loose skirting boards in the lounge.',
  },
  {
    title: 'Paint the outside of a double garage',
    category: 'painting',
    budgetDollars: 1500,
    description: 'Rendered brick double garage and roller door. Prep and two coats.',
  },
  {
    title: 'Clean and seal roof tiles',
    category: 'roofing',
    budgetDollars: 2200,
    description:
      'Terracotta tile roof with moss and lichen. Pressure clean and apply a clear sealer.',
  },
  {
    title: 'Garden clean-up and green waste removal',
    category: 'landscaping',
    budgetDollars: 650,
    description:
      'Overgrown backyard: prune shrubs, weed beds, cut back a hedge and take away all green waste.',
  },
  {
    title: 'Carpet steam clean, four rooms',
    category: 'cleaning',
    budgetDollars: 260,
    description:
      'Steam clean carpets in three bedrooms and a lounge room, with stain treatment in the lounge.',
  },
  {
    title: 'Waterproof and tile a balcony',
    category: 'tiling',
    budgetDollars: 5200,
    description:
      'First floor balcony leaking into the room below. Remove tiles, waterproof membrane and retile.',
  },
  {
    title: 'Concrete path down the side of the house',
    category: 'concreting',
    budgetDollars: 2400,
    description:
      'A 15 metre by 1 metre plain concrete path along the side of the house to the bins.',
  },
  {
    title: 'Colorbond fence and gate',
    category: 'fencing',
    budgetDollars: 4600,
    description: '20 metres of 1.8 m Colorbond fence plus a matching single pedestrian gate.',
  },
  {
    title: 'Install a heat pump hot water system',
    category: 'plumbing',
    budgetDollars: 4200,
    description:
      'Replace a gas storage unit with a heat pump system to take up the state rebate. Outdoor install on a concrete pad.',
  },
  {
    title: 'Smoke alarm upgrade to interconnected',
    category: 'electrical',
    budgetDollars: 1100,
    description:
      'Replace five battery alarms with hardwired interconnected photoelectric alarms to meet current rules.',
  },
];

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.tradiehub.local';

/** The n-th (0-based) demo tradie's ABN: valid check digits, and in the local ABN register. */
export function demoTradieAbn(index: number): string {
  return abnFromNineDigits(String(300000000 + index * 7_654_321).slice(0, 9));
}

/** Where the n-th (0-based) demo tradie works. */
export function demoTradiePlace(index: number): DemoPlace {
  return PLACES[(index * 5) % PLACES.length];
}

/** The pending demo tradie whose ABN the register has cancelled (the admin sees the flag). */
export const CANCELLED_ABN_TRADIE_INDEX = 33;
