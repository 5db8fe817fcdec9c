import type { L, Tenant } from '../lib.ts';

interface CategoryText {
  slug: L;
  title: L;
  intro: L;
}

/** Keyed by the booking service's class `category`. */
export const CATEGORIES: Record<string, CategoryText> = {
  mini: {
    slug: { en: 'mini-cars', de: 'kleinstwagen', es: 'coches-mini', fr: 'mini-citadines', is: 'smabilar' },
    title: { en: 'Mini cars', de: 'Kleinstwagen', es: 'Coches mini', fr: 'Mini-citadines', is: 'Smábílar' },
    intro: {
      en: 'Small, frugal and easy to park: ideal for two people exploring Reykjavik and the south coast.',
      de: 'Klein, sparsam und leicht zu parken: ideal für zwei Personen, die Reykjavík und die Südküste erkunden.',
      es: 'Pequeños, económicos y fáciles de aparcar: ideales para dos personas que recorren Reikiavik y la costa sur.',
      fr: 'Petites, sobres et faciles à garer : idéales pour deux personnes qui explorent Reykjavik et la côte sud.',
      is: 'Litlir, sparneytnir og auðvelt að leggja þeim: tilvaldir fyrir tvo sem skoða Reykjavík og suðurströndina.',
    },
  },
  economy: {
    slug: {
      en: 'economy-cars',
      de: 'sparsame-autos',
      es: 'coches-economicos',
      fr: 'voitures-economiques',
      is: 'sparneytnir-bilar',
    },
    title: {
      en: 'Economy cars',
      de: 'Sparsame Autos',
      es: 'Coches económicos',
      fr: 'Voitures économiques',
      is: 'Sparneytnir bílar',
    },
    intro: {
      en: 'Hybrids that sip fuel on the Ring Road and still fit luggage for a week.',
      de: 'Hybride, die auf der Ringstraße kaum Kraftstoff brauchen und trotzdem Gepäck für eine Woche fassen.',
      es: 'Híbridos que apenas gastan en la Carretera Circular y aun así caben maletas para una semana.',
      fr: 'Des hybrides qui consomment peu sur la route circulaire et emportent les bagages d’une semaine.',
      is: 'Tvinnbílar sem eyða litlu á hringveginum og rúma samt farangur fyrir vikuna.',
    },
  },
  compact: {
    slug: {
      en: 'compact-cars',
      de: 'kompaktwagen',
      es: 'coches-compactos',
      fr: 'compactes',
      is: 'millistorir-bilar',
    },
    title: {
      en: 'Compact cars',
      de: 'Kompaktwagen',
      es: 'Coches compactos',
      fr: 'Compactes',
      is: 'Millistórir bílar',
    },
    intro: {
      en: 'Room for four, a proper boot and a comfortable ride on long paved stretches.',
      de: 'Platz für vier, ein ordentlicher Kofferraum und angenehmer Komfort auf langen asphaltierten Strecken.',
      es: 'Espacio para cuatro, un buen maletero y una conducción cómoda en tramos largos asfaltados.',
      fr: 'De la place pour quatre, un vrai coffre et un bon confort sur les longues routes goudronnées.',
      is: 'Pláss fyrir fjóra, gott skott og þægilegur akstur á löngum malbikuðum köflum.',
    },
  },
  wagon: {
    slug: { en: 'estate-cars', de: 'kombis', es: 'familiares', fr: 'breaks', is: 'skutbilar' },
    title: { en: 'Estate cars', de: 'Kombis', es: 'Familiares', fr: 'Breaks', is: 'Skutbílar' },
    intro: {
      en: 'Long load space for suitcases, skis or camera gear, with the road manners of a saloon.',
      de: 'Langer Laderaum für Koffer, Ski oder Fotoausrüstung – mit dem Fahrverhalten einer Limousine.',
      es: 'Un maletero amplio para maletas, esquís o equipo fotográfico, con el comportamiento de una berlina.',
      fr: 'Un grand volume de chargement pour valises, skis ou matériel photo, avec le confort d’une berline.',
      is: 'Langt farangursrými fyrir töskur, skíði eða myndavélabúnað, með aksturseiginleika fólksbíls.',
    },
  },
  electric: {
    slug: {
      en: 'electric-cars',
      de: 'elektroautos',
      es: 'coches-electricos',
      fr: 'voitures-electriques',
      is: 'rafbilar',
    },
    title: {
      en: 'Electric cars',
      de: 'Elektroautos',
      es: 'Coches eléctricos',
      fr: 'Voitures électriques',
      is: 'Rafbílar',
    },
    intro: {
      en: 'Iceland runs on hydro and geothermal power, so driving electric here is as clean as it gets.',
      de: 'Island wird mit Wasserkraft und Erdwärme versorgt – elektrisch fahren ist hier so sauber wie nirgends sonst.',
      es: 'Islandia funciona con energía hidráulica y geotérmica: conducir un eléctrico aquí es de lo más limpio.',
      fr: 'L’Islande vit d’hydroélectricité et de géothermie : rouler en électrique y est on ne peut plus propre.',
      is: 'Ísland er knúið vatnsafli og jarðvarma, svo rafbílaakstur gerist ekki mikið hreinni.',
    },
  },
  suv: {
    slug: { en: '4x4-suvs', de: 'suv-4x4', es: 'todoterrenos-4x4', fr: 'suv-4x4', is: 'jeppar' },
    title: {
      en: '4x4 SUVs',
      de: 'SUV mit Allrad',
      es: 'Todoterrenos 4x4',
      fr: 'SUV 4x4',
      is: 'Jepplingar 4x4',
    },
    intro: {
      en: 'Four-wheel drive and extra ground clearance for gravel roads, snowy passes and the summer F-roads.',
      de: 'Allradantrieb und mehr Bodenfreiheit für Schotterpisten, verschneite Pässe und die F-Straßen im Sommer.',
      es: 'Tracción a las cuatro ruedas y más altura libre para pistas de grava, puertos nevados y las carreteras F en verano.',
      fr: 'Quatre roues motrices et une garde au sol accrue pour les pistes, les cols enneigés et les routes F en été.',
      is: 'Fjórhjóladrif og meiri veghæð fyrir malarvegi, snævi þakta fjallvegi og F-vegi á sumrin.',
    },
  },
  large_suv: {
    slug: {
      en: 'large-4x4',
      de: 'grosse-gelaendewagen',
      es: '4x4-grandes',
      fr: 'grands-4x4',
      is: 'storir-jeppar',
    },
    title: {
      en: 'Large 4x4s',
      de: 'Große Geländewagen',
      es: '4x4 grandes',
      fr: 'Grands 4x4',
      is: 'Stórir jeppar',
    },
    intro: {
      en: 'Seven seats, serious off-road ability and room for the whole family’s gear.',
      de: 'Sieben Sitze, echte Geländetauglichkeit und Platz für die Ausrüstung der ganzen Familie.',
      es: 'Siete plazas, auténtica capacidad todoterreno y sitio para el equipaje de toda la familia.',
      fr: 'Sept places, de vraies capacités tout-terrain et de la place pour les affaires de toute la famille.',
      is: 'Sjö sæti, alvöru torfærugeta og pláss fyrir búnað allrar fjölskyldunnar.',
    },
  },
  minivan: {
    slug: { en: 'minivans', de: 'kleinbusse', es: 'minivanes', fr: 'minibus', is: 'smarutur' },
    title: { en: 'Minivans', de: 'Kleinbusse', es: 'Minivanes', fr: 'Minibus', is: 'Smárútur' },
    intro: {
      en: 'Nine seats for groups and large families, with space for everyone’s luggage.',
      de: 'Neun Sitze für Gruppen und Großfamilien, mit Platz für das Gepäck aller.',
      es: 'Nueve plazas para grupos y familias numerosas, con espacio para el equipaje de todos.',
      fr: 'Neuf places pour les groupes et les grandes familles, avec de la place pour tous les bagages.',
      is: 'Níu sæti fyrir hópa og stórar fjölskyldur, með plássi fyrir farangur allra.',
    },
  },
  small_camper: {
    slug: {
      en: 'small-campers',
      de: 'kleine-camper',
      es: 'campers-pequenas',
      fr: 'petits-vans',
      is: 'litlir-husbilar',
    },
    title: {
      en: 'Small campers',
      de: 'Kleine Camper',
      es: 'Campers pequeñas',
      fr: 'Petits vans',
      is: 'Litlir húsbílar',
    },
    intro: {
      en: 'A bed, a kitchen box and the price of a car: the budget way to see Iceland for two.',
      de: 'Ein Bett, eine Küchenbox und der Preis eines Autos: die günstige Art, Island zu zweit zu entdecken.',
      es: 'Una cama, una caja de cocina y el precio de un coche: la forma económica de recorrer Islandia en pareja.',
      fr: 'Un lit, un kit cuisine et le prix d’une voiture : la façon économique de découvrir l’Islande à deux.',
      is: 'Rúm, eldhúskassi og verð á við bíl: hagkvæm leið fyrir tvo að skoða Ísland.',
    },
  },
  camper_van: {
    slug: {
      en: 'camper-vans',
      de: 'campervans',
      es: 'furgonetas-camper',
      fr: 'vans-amenages',
      is: 'husbilar',
    },
    title: {
      en: 'Camper vans',
      de: 'Campervans',
      es: 'Furgonetas camper',
      fr: 'Vans aménagés',
      is: 'Húsbílar',
    },
    intro: {
      en: 'Standing room, a heater for cold nights and a proper kitchen for three or four travellers.',
      de: 'Stehhöhe, Standheizung für kalte Nächte und eine richtige Küche für drei oder vier Reisende.',
      es: 'Altura para estar de pie, calefacción para las noches frías y una cocina de verdad para tres o cuatro viajeros.',
      fr: 'Hauteur sous plafond, chauffage pour les nuits froides et vraie cuisine pour trois ou quatre voyageurs.',
      is: 'Standandi lofthæð, miðstöð fyrir kaldar nætur og alvöru eldhús fyrir þrjá eða fjóra ferðalanga.',
    },
  },
  '4x4_camper': {
    slug: { en: '4x4-campers', de: '4x4-camper', es: 'campers-4x4', fr: 'vans-4x4', is: 'fjallabilar' },
    title: { en: '4x4 campers', de: '4x4-Camper', es: 'Campers 4x4', fr: 'Vans 4x4', is: 'Fjallabílar 4x4' },
    intro: {
      en: 'A rooftop tent on a proper 4x4: the highlands in summer, with your bed always at hand.',
      de: 'Ein Dachzelt auf einem echten Geländewagen: das Hochland im Sommer, das Bett immer dabei.',
      es: 'Una tienda de techo sobre un 4x4 de verdad: las Tierras Altas en verano, con la cama siempre a mano.',
      fr: 'Une tente de toit sur un vrai 4x4 : les Hautes Terres en été, avec le lit toujours à portée.',
      is: 'Þaktjald á alvöru jeppa: hálendið á sumrin og rúmið alltaf með í för.',
    },
  },
  motorhome: {
    slug: {
      en: 'motorhomes',
      de: 'wohnmobile',
      es: 'autocaravanas',
      fr: 'camping-cars',
      is: 'storir-husbilar',
    },
    title: {
      en: 'Motorhomes',
      de: 'Wohnmobile',
      es: 'Autocaravanas',
      fr: 'Camping-cars',
      is: 'Stórir húsbílar',
    },
    intro: {
      en: 'Shower, toilet and beds for five: a rolling holiday home for families.',
      de: 'Dusche, Toilette und Betten für fünf: ein rollendes Ferienhaus für Familien.',
      es: 'Ducha, aseo y camas para cinco: una casa de vacaciones sobre ruedas para familias.',
      fr: 'Douche, toilettes et couchages pour cinq : une maison de vacances roulante pour les familles.',
      is: 'Sturta, salerni og rúm fyrir fimm: sumarhús á hjólum fyrir fjölskyldur.',
    },
  },
};

export const OVERVIEW: Record<Tenant, { slug: L; title: L; intro: L }> = {
  cars: {
    slug: { en: 'cars', de: 'mietwagen', es: 'coches', fr: 'voitures', is: 'bilar' },
    title: {
      en: 'Our cars',
      de: 'Unsere Mietwagen',
      es: 'Nuestros coches',
      fr: 'Nos voitures',
      is: 'Bílarnir okkar',
    },
    intro: {
      en: 'From city cars to seven-seat 4x4s: every car comes with unlimited kilometres and winter tyres in season.',
      de: 'Vom Stadtflitzer bis zum siebensitzigen Geländewagen: Jeder Wagen mit unbegrenzten Kilometern und in der Saison mit Winterreifen.',
      es: 'Desde utilitarios hasta 4x4 de siete plazas: todos con kilometraje ilimitado y neumáticos de invierno en temporada.',
      fr: 'De la citadine au 4x4 sept places : kilométrage illimité et pneus hiver en saison pour chaque voiture.',
      is: 'Frá borgarbílum til sjö sæta jeppa: ótakmarkaður akstur og vetrardekk á réttum árstíma með öllum bílum.',
    },
  },
  campers: {
    slug: { en: 'campers', de: 'camper', es: 'campers', fr: 'vans', is: 'husbilar' },
    title: {
      en: 'Our campers',
      de: 'Unsere Camper',
      es: 'Nuestras campers',
      fr: 'Nos vans',
      is: 'Húsbílarnir okkar',
    },
    intro: {
      en: 'Sleep where you stop: compact campers for two, camper vans with heating and motorhomes for the whole family.',
      de: 'Schlafen, wo Sie anhalten: kompakte Camper für zwei, Campervans mit Heizung und Wohnmobile für die ganze Familie.',
      es: 'Duerme donde pares: campers compactas para dos, furgonetas con calefacción y autocaravanas para toda la familia.',
      fr: 'Dormez là où vous vous arrêtez : petits vans pour deux, vans chauffés et camping-cars pour toute la famille.',
      is: 'Sofðu þar sem þú stoppar: litlir húsbílar fyrir tvo, húsbílar með miðstöð og stórir húsbílar fyrir fjölskylduna.',
    },
  },
  lease: {
    slug: {
      en: 'lease-cars',
      de: 'leasingfahrzeuge',
      es: 'coches-renting',
      fr: 'vehicules-location-longue-duree',
      is: 'leigubilar',
    },
    title: {
      en: 'Cars on monthly lease',
      de: 'Fahrzeuge im Monatsleasing',
      es: 'Coches en renting mensual',
      fr: 'Véhicules en location mensuelle',
      is: 'Bílar í mánaðarleigu',
    },
    intro: {
      en: 'One monthly price covering insurance, servicing, tyre changes and road tax. Minimum one month, cancel with thirty days’ notice.',
      de: 'Ein Monatspreis für Versicherung, Wartung, Reifenwechsel und Kfz-Steuer. Mindestens ein Monat, Kündigung mit dreißig Tagen Frist.',
      es: 'Una cuota mensual que incluye seguro, mantenimiento, cambio de neumáticos e impuesto de circulación. Mínimo un mes, cancelación con treinta días de preaviso.',
      fr: 'Un loyer mensuel qui couvre assurance, entretien, changement de pneus et taxe de circulation. Un mois minimum, résiliation avec trente jours de préavis.',
      is: 'Eitt mánaðarverð sem nær yfir tryggingar, þjónustu, dekkjaskipti og bifreiðagjöld. Lágmark einn mánuður, uppsagnarfrestur þrjátíu dagar.',
    },
  },
};

export const TRANSMISSION_PAGES: Record<'automatic' | 'manual', { slug: L; title: L; intro: L }> = {
  automatic: {
    slug: {
      en: 'automatic',
      de: 'automatik',
      es: 'automaticos',
      fr: 'boite-automatique',
      is: 'sjalfskiptir',
    },
    title: {
      en: 'Automatic cars',
      de: 'Autos mit Automatikgetriebe',
      es: 'Coches automáticos',
      fr: 'Voitures à boîte automatique',
      is: 'Sjálfskiptir bílar',
    },
    intro: {
      en: 'No clutch on steep hills or in Reykjavik traffic.',
      de: 'Keine Kupplung an steilen Hängen oder im Stadtverkehr von Reykjavík.',
      es: 'Sin embrague en cuestas empinadas ni en el tráfico de Reikiavik.',
      fr: 'Pas d’embrayage dans les côtes raides ni dans la circulation de Reykjavik.',
      is: 'Engin kúpling í bröttum brekkum eða umferðinni í Reykjavík.',
    },
  },
  manual: {
    slug: { en: 'manual', de: 'schaltgetriebe', es: 'manuales', fr: 'boite-manuelle', is: 'beinskiptir' },
    title: {
      en: 'Manual cars',
      de: 'Autos mit Schaltgetriebe',
      es: 'Coches manuales',
      fr: 'Voitures à boîte manuelle',
      is: 'Beinskiptir bílar',
    },
    intro: {
      en: 'The lowest prices in the fleet, for drivers who like to change gear themselves.',
      de: 'Die günstigsten Preise der Flotte – für alle, die gern selbst schalten.',
      es: 'Los precios más bajos de la flota, para quienes prefieren cambiar de marcha.',
      fr: 'Les prix les plus bas de la flotte, pour ceux qui aiment passer les vitesses.',
      is: 'Lægstu verðin í flotanum fyrir þá sem vilja skipta sjálfir.',
    },
  },
};

export const SLEEPING_PAGES: Record<2 | 4, { slug: L; title: L; intro: L }> = {
  2: {
    slug: {
      en: 'sleeps-2',
      de: 'fuer-2-personen',
      es: 'para-2-personas',
      fr: 'pour-2-personnes',
      is: 'fyrir-tvo',
    },
    title: {
      en: 'Campers for two',
      de: 'Camper für zwei',
      es: 'Campers para dos',
      fr: 'Vans pour deux',
      is: 'Húsbílar fyrir tvo',
    },
    intro: {
      en: 'Cosy, easy to drive and cheap to run: the classic choice for couples.',
      de: 'Gemütlich, leicht zu fahren und günstig im Unterhalt: die klassische Wahl für Paare.',
      es: 'Acogedoras, fáciles de conducir y baratas: la opción clásica para parejas.',
      fr: 'Cosy, faciles à conduire et économiques : le choix classique des couples.',
      is: 'Notalegir, auðveldir í akstri og ódýrir í rekstri: klassískt val fyrir pör.',
    },
  },
  4: {
    slug: {
      en: 'sleeps-4',
      de: 'fuer-4-personen',
      es: 'para-4-personas',
      fr: 'pour-4-personnes',
      is: 'fyrir-fjora',
    },
    title: {
      en: 'Campers for four or more',
      de: 'Camper für vier und mehr',
      es: 'Campers para cuatro o más',
      fr: 'Vans pour quatre ou plus',
      is: 'Húsbílar fyrir fjóra eða fleiri',
    },
    intro: {
      en: 'Room for friends or the whole family, with beds that stay made.',
      de: 'Platz für Freunde oder die ganze Familie, mit Betten, die gemacht bleiben.',
      es: 'Sitio para amigos o toda la familia, con camas que no hay que recoger.',
      fr: 'De la place pour les amis ou toute la famille, avec des lits qui restent faits.',
      is: 'Pláss fyrir vini eða alla fjölskylduna, með rúmum sem eru alltaf til reiðu.',
    },
  },
};

export const VEHICLE_WORDS = {
  automatic: {
    en: 'automatic',
    de: 'Automatikgetriebe',
    es: 'cambio automático',
    fr: 'boîte automatique',
    is: 'sjálfskiptur',
  },
  manual: {
    en: 'manual',
    de: 'Schaltgetriebe',
    es: 'cambio manual',
    fr: 'boîte manuelle',
    is: 'beinskiptur',
  },
} satisfies Record<string, L>;

interface VehicleFacts {
  name: string;
  seats: number;
  transmission: 'automatic' | 'manual';
  fourWheelDrive: boolean;
  sleepingSpots: number;
  fuel: string;
  /** Campers: a kitchen on board (the rooftop-tent 4x4 has none). */
  kitchen?: boolean;
}

/** How each language says what a vehicle runs on, as the end of a sentence. */
const FUEL: Record<string, L> = {
  petrol: {
    en: 'runs on petrol',
    de: 'fährt mit Benzin',
    es: 'motor de gasolina',
    fr: 'roule à l’essence',
    is: 'gengur fyrir bensíni',
  },
  diesel: {
    en: 'runs on diesel',
    de: 'fährt mit Diesel',
    es: 'motor diésel',
    fr: 'roule au gazole',
    is: 'gengur fyrir dísilolíu',
  },
  hybrid: {
    en: 'is a self-charging hybrid',
    de: 'fährt als Vollhybrid',
    es: 'motor híbrido',
    fr: 'roule en hybride',
    is: 'er tvinnbíll',
  },
  plugin_hybrid: {
    en: 'is a plug-in hybrid',
    de: 'fährt als Plug-in-Hybrid',
    es: 'motor híbrido enchufable',
    fr: 'roule en hybride rechargeable',
    is: 'er tengiltvinnbíll',
  },
  electric: {
    en: 'is fully electric',
    de: 'fährt rein elektrisch',
    es: 'motor eléctrico',
    fr: 'roule en 100 % électrique',
    is: 'er hreinn rafbíll',
  },
};

/** A vehicle page's opening paragraphs, written from the class facts in each language. */
export function vehicleIntro(v: VehicleFacts, tenant: Tenant): L<string[]> {
  const fuel = FUEL[v.fuel] ?? FUEL.petrol!;
  const gear = VEHICLE_WORDS[v.transmission];
  const sleeps = v.sleepingSpots > 0;
  const awd = v.fourWheelDrive;
  const lease = tenant === 'lease';
  const kitchen = v.kitchen !== false;
  return {
    en: [
      `The ${v.name} seats ${v.seats}, has ${v.transmission === 'automatic' ? 'an' : 'a'} ${gear.en} gearbox and ${fuel.en}${awd ? ', with four-wheel drive for gravel and snow' : ''}.`,
      sleeps
        ? `It sleeps ${v.sleepingSpots} and comes with ${kitchen ? 'a kitchen box, ' : ''}a cool box and a heater for chilly nights.`
        : lease
          ? 'Your monthly price includes insurance, servicing, seasonal tyre changes and road tax.'
          : 'Unlimited kilometres, CDW and a second driver are included in every rental.',
      '## Good to know',
      lease
        ? '- Delivered to your door in the capital area\n- Winter tyres fitted from November to April'
        : '- Free shuttle from Keflavik Airport\n- Winter tyres fitted from November to April',
    ],
    de: [
      `Der ${v.name} bietet ${v.seats} Sitze, ${gear.de} und ${fuel.de}${awd ? ', dazu Allradantrieb für Schotter und Schnee' : ''}.`,
      sleeps
        ? `Er bietet Schlafplätze für ${v.sleepingSpots} und kommt mit ${kitchen ? 'Küchenbox, ' : ''}Kühlbox und Standheizung für kalte Nächte.`
        : lease
          ? 'Ihr Monatspreis umfasst Versicherung, Wartung, saisonalen Reifenwechsel und Kfz-Steuer.'
          : 'Unbegrenzte Kilometer, eine Haftungsbeschränkung (CDW) und ein Zusatzfahrer sind in jeder Miete enthalten.',
      '## Gut zu wissen',
      lease
        ? '- Lieferung bis vor die Haustür im Großraum Reykjavík\n- Winterreifen von November bis April'
        : '- Kostenloser Shuttle vom Flughafen Keflavík\n- Winterreifen von November bis April',
    ],
    es: [
      `El ${v.name} tiene ${v.seats} plazas, ${gear.es} y ${fuel.es}${awd ? ', con tracción a las cuatro ruedas para grava y nieve' : ''}.`,
      sleeps
        ? `Tiene ${v.sleepingSpots} plazas para dormir e incluye ${kitchen ? 'caja de cocina, ' : ''}nevera portátil y calefacción para las noches frías.`
        : lease
          ? 'La cuota mensual incluye seguro, mantenimiento, cambio de neumáticos de temporada e impuesto de circulación.'
          : 'Todos los alquileres incluyen kilometraje ilimitado, seguro CDW y un segundo conductor.',
      '## Conviene saber',
      lease
        ? '- Entrega a domicilio en el área de Reikiavik\n- Neumáticos de invierno de noviembre a abril'
        : '- Traslado gratuito desde el aeropuerto de Keflavík\n- Neumáticos de invierno de noviembre a abril',
    ],
    fr: [
      `Le ${v.name} compte ${v.seats} places, une ${gear.fr} et ${fuel.fr}${awd ? ', avec quatre roues motrices pour les pistes et la neige' : ''}.`,
      sleeps
        ? `Il offre ${v.sleepingSpots} couchages, avec ${kitchen ? 'kit cuisine, ' : ''}glacière et chauffage pour les nuits fraîches.`
        : lease
          ? 'Votre loyer mensuel comprend l’assurance, l’entretien, le changement saisonnier des pneus et la taxe de circulation.'
          : 'Kilométrage illimité, assurance CDW et deuxième conducteur sont inclus dans chaque location.',
      '## Bon à savoir',
      lease
        ? '- Livraison à domicile dans l’agglomération de Reykjavik\n- Pneus hiver montés de novembre à avril'
        : '- Navette gratuite depuis l’aéroport de Keflavík\n- Pneus hiver montés de novembre à avril',
    ],
    is: [
      `${v.name} er ${v.seats} sæta, ${gear.is} og ${fuel.is}${awd ? ', með fjórhjóladrifi fyrir möl og snjó' : ''}.`,
      sleeps
        ? `Svefnpláss er fyrir ${v.sleepingSpots} og honum fylgja ${kitchen ? 'eldhúskassi, ' : ''}kælibox og miðstöð fyrir kaldar nætur.`
        : lease
          ? 'Mánaðarverðið nær yfir tryggingar, þjónustuskoðanir, dekkjaskipti og bifreiðagjöld.'
          : 'Ótakmarkaður akstur, kaskótrygging (CDW) og aukaökumaður fylgja öllum leigum.',
      '## Gott að vita',
      lease
        ? '- Afhentur heim að dyrum á höfuðborgarsvæðinu\n- Vetrardekk frá nóvember til apríl'
        : '- Ókeypis skutla frá Keflavíkurflugvelli\n- Vetrardekk frá nóvember til apríl',
    ],
  };
}
