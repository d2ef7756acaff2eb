/**
 * The drills the demo's exercises are made of. Each drill becomes three exercises: three levels
 * (beginner, intermediate, advanced) of a training drill, or three lengths of a drill done for
 * time (a cool-down, a rest, a recovery routine).
 */
import type { Translatable } from '../../../resources/languages';
import type { exerciseCategories, liftTypes } from '../../../resources/exercises/definition';
import type { EquipmentKey } from './equipment';
import type { InjuryKey } from './injuries';

export type ExerciseCategory = (typeof exerciseCategories)[number]['id'];
export type LiftType = (typeof liftTypes)[number]['id'];

interface DrillBase {
  name: Translatable;
  description: Translatable;
  types: readonly ExerciseCategory[];
  equipment: readonly EquipmentKey[];
  /** The injuries the drill helps to prevent or to come back from. */
  injuries: readonly InjuryKey[];
  /** Done on each side in turn, or alternating sides. */
  sides?: 'each' | 'alternating';
  gym?: boolean;
  /** The lift whose one-repetition maximum sets the load. */
  lift?: LiftType;
}

/** A drill that gets harder by level: more repetitions, longer work, heavier load. */
export interface LevelledDrill extends DrillBase {
  progression: 'level';
  /** Repetitions at beginner level (null when the drill is one continuous effort). */
  reps: number | null;
  /** Seconds one repetition lasts at beginner level (null when it is as long as it takes). */
  duration: number | null;
}

/** A drill done for a time: one repetition of each of three lengths. */
export interface TimedDrill extends DrillBase {
  progression: 'time';
  minutes: readonly [number, number, number];
}

export type Drill = LevelledDrill | TimedDrill;

export const drills: readonly Drill[] = [
  // Warm-up and ball work
  {
    progression: 'level', types: ['warm-up', 'agility'], equipment: ['football', 'marker_cones', 'bibs'], injuries: [], reps: 4, duration: 90,
    name: { de: 'Rondo 4 gegen 1', en: 'Rondo 4v1', es: 'Rondo 4 contra 1', fr: 'Toro 4 contre 1', nl: 'Rondo 4 tegen 1', pt: 'Rondo 4 contra 1' },
    description: {
      de: 'Vier Spieler halten den Ball in einem 10 × 10 m großen Feld mit ein oder zwei Kontakten, ein Verteidiger jagt ihn.',
      en: 'Four players keep the ball in a 10 × 10 m square with one or two touches while one defender hunts it.',
      es: 'Cuatro jugadores conservan el balón en un cuadrado de 10 × 10 m a uno o dos toques mientras un defensor lo persigue.',
      fr: 'Quatre joueurs conservent le ballon dans un carré de 10 × 10 m en une ou deux touches pendant qu’un défenseur le chasse.',
      nl: 'Vier spelers houden de bal in een vak van 10 × 10 m met één of twee keer raken terwijl één verdediger jaagt.',
      pt: 'Quatro jogadores mantêm a bola num quadrado de 10 × 10 m a um ou dois toques enquanto um defesa a persegue.',
    },
  },
  {
    progression: 'level', types: ['warm-up', 'hiit'], equipment: ['football', 'marker_cones', 'bibs'], injuries: [], reps: 4, duration: 120,
    name: { de: 'Rondo 5 gegen 2', en: 'Rondo 5v2', es: 'Rondo 5 contra 2', fr: 'Toro 5 contre 2', nl: 'Rondo 5 tegen 2', pt: 'Rondo 5 contra 2' },
    description: {
      de: 'Fünf gegen zwei in einem 12 × 12 m großen Feld; wer den Ball verliert, wechselt in die Mitte.',
      en: 'Five against two in a 12 × 12 m square; whoever loses the ball goes into the middle.',
      es: 'Cinco contra dos en un cuadrado de 12 × 12 m; quien pierde el balón pasa al centro.',
      fr: 'Cinq contre deux dans un carré de 12 × 12 m ; celui qui perd le ballon passe au milieu.',
      nl: 'Vijf tegen twee in een vak van 12 × 12 m; wie de bal verliest, gaat het midden in.',
      pt: 'Cinco contra dois num quadrado de 12 × 12 m; quem perde a bola vai para o meio.',
    },
  },
  {
    progression: 'level', types: ['warm-up'], equipment: ['football', 'marker_cones'], injuries: [], reps: 3, duration: 120,
    name: { de: 'Passquadrat', en: 'Passing square', es: 'Cuadrado de pases', fr: 'Carré de passes', nl: 'Passvierkant', pt: 'Quadrado de passe' },
    description: {
      de: 'Passen und dem Ball folgen rund um ein 15-m-Quadrat, Annahme immer mit dem hinteren Fuß.',
      en: 'Pass and follow your pass around a 15 m square, receiving on the back foot.',
      es: 'Pasa y sigue tu pase alrededor de un cuadrado de 15 m, recibiendo con el pie más alejado.',
      fr: 'Passe et suis ta passe autour d’un carré de 15 m, en contrôlant du pied opposé.',
      nl: 'Passen en je pass volgen rond een vierkant van 15 m, aannemen met de achterste voet.',
      pt: 'Passa e segue o passe à volta de um quadrado de 15 m, recebendo com o pé mais afastado.',
    },
  },
  {
    progression: 'level', types: ['warm-up', 'agility'], equipment: ['football', 'rebounder'], injuries: [], reps: 20, duration: 3,
    name: { de: 'Doppelpass mit dem Rebounder', en: 'Wall passes with a rebounder', es: 'Paredes con el rebotador', fr: 'Une-deux avec le rebondisseur', nl: 'Eén-tweetjes met de rebounder', pt: 'Tabelas com o rebounder' },
    description: {
      de: 'Flach gegen den Rebounder passen und den Rückpass mit dem ersten Kontakt zur Seite mitnehmen.',
      en: 'Pass firmly into the rebounder and take the return away to the side with your first touch.',
      es: 'Pasa raso al rebotador y orienta la devolución hacia un lado con el primer control.',
      fr: 'Passe à ras de terre dans le rebondisseur et oriente le retour sur le côté dès le premier contrôle.',
      nl: 'Pass hard tegen de rebounder en neem de terugkaatsende bal met je eerste aanname opzij mee.',
      pt: 'Passa rasteiro para o rebounder e orienta a devolução para o lado na primeira receção.',
    },
  },
  {
    progression: 'level', types: ['warm-up', 'running'], equipment: ['marker_cones'], injuries: [], reps: 4, duration: 15,
    name: { de: 'Kniehebelauf', en: 'High knees', es: 'Skipping alto', fr: 'Montées de genoux', nl: 'Knieheffen', pt: 'Skipping alto' },
    description: {
      de: 'Über 20 m mit hohen Knien und schnellen Bodenkontakten laufen, die Arme schwingen aktiv mit.',
      en: 'Run 20 m lifting the knees high with quick ground contacts and an active arm swing.',
      es: 'Recorre 20 m elevando las rodillas con apoyos rápidos y un braceo activo.',
      fr: 'Parcours 20 m en montant les genoux, avec des appuis rapides et un bon travail des bras.',
      nl: 'Loop 20 m met hoge knieën, snelle grondcontacten en een actieve armzwaai.',
      pt: 'Percorre 20 m a elevar os joelhos com apoios rápidos e um balanço ativo dos braços.',
    },
  },
  {
    progression: 'level', types: ['warm-up', 'agility'], equipment: ['marker_cones'], injuries: ['groin_strain'], reps: 4, duration: 15,
    name: { de: 'Überkreuzlauf (Carioca)', en: 'Carioca', es: 'Carioca', fr: 'Pas croisés (carioca)', nl: 'Carioca (kruispas)', pt: 'Carioca' },
    description: {
      de: 'Seitwärts laufen und dabei das hintere Bein abwechselnd vor und hinter dem vorderen kreuzen.',
      en: 'Move sideways, crossing the trailing leg alternately in front of and behind the lead leg.',
      es: 'Desplázate de lado cruzando la pierna de atrás por delante y por detrás de forma alterna.',
      fr: 'Déplace-toi latéralement en croisant la jambe arrière alternativement devant et derrière.',
      nl: 'Beweeg zijwaarts en kruis het achterste been afwisselend voor en achter het voorste been.',
      pt: 'Desloca-te de lado cruzando a perna de trás alternadamente à frente e atrás.',
    },
  },
  {
    progression: 'level', types: ['warm-up', 'mobility'], equipment: [], injuries: ['hip_flexor_strain', 'groin_strain'], reps: 10, duration: 2, sides: 'each',
    name: { de: 'Beinpendel', en: 'Leg swings', es: 'Balanceos de pierna', fr: 'Balancés de jambe', nl: 'Beenzwaaien', pt: 'Balanços de perna' },
    description: {
      de: 'Seitlich an einer Wand abstützen und das Bein locker vor und zurück, dann seitlich pendeln.',
      en: 'Hold a wall and swing the leg loosely forwards and back, then across the body.',
      es: 'Apóyate en una pared y balancea la pierna adelante y atrás, y después de lado a lado.',
      fr: 'Appuie-toi contre un mur et balance la jambe d’avant en arrière, puis latéralement.',
      nl: 'Steun tegen een muur en zwaai het been los voor- en achteruit, daarna zijwaarts.',
      pt: 'Apoia-te numa parede e balança a perna para a frente e para trás, depois para os lados.',
    },
  },
  {
    progression: 'level', types: ['warm-up'], equipment: ['football'], injuries: [], reps: 3, duration: 60,
    name: { de: 'Jonglieren', en: 'Ball juggling', es: 'Toques de balón', fr: 'Jonglage', nl: 'Hooghouden', pt: 'Toques na bola' },
    description: {
      de: 'Den Ball mit Füßen, Oberschenkeln und Kopf in der Luft halten, ohne dass er den Boden berührt.',
      en: 'Keep the ball up with feet, thighs and head without letting it touch the ground.',
      es: 'Mantén el balón en el aire con pies, muslos y cabeza sin que toque el suelo.',
      fr: 'Garde le ballon en l’air avec les pieds, les cuisses et la tête sans qu’il touche le sol.',
      nl: 'Houd de bal hoog met voeten, dijen en hoofd zonder dat hij de grond raakt.',
      pt: 'Mantém a bola no ar com os pés, as coxas e a cabeça sem a deixar tocar no chão.',
    },
  },
  // Agility
  {
    progression: 'level', types: ['agility', 'warm-up'], equipment: ['agility_ladder'], injuries: ['ankle_sprain'], reps: 6, duration: 8,
    name: { de: 'Koordinationsleiter: schnelle Füße', en: 'Agility ladder quick feet', es: 'Escalera de agilidad: pies rápidos', fr: 'Échelle de rythme : appuis rapides', nl: 'Loopladder: snelle voeten', pt: 'Escada de agilidade: pés rápidos' },
    description: {
      de: 'Zwei Kontakte pro Feld, auf den Fußballen, Blick nach vorn statt auf die Leiter.',
      en: 'Two contacts in every box on the balls of the feet, eyes up rather than on the ladder.',
      es: 'Dos apoyos en cada casilla sobre la punta de los pies, mirando al frente y no a la escalera.',
      fr: 'Deux appuis par case sur l’avant du pied, le regard devant et non sur l’échelle.',
      nl: 'Twee contacten per vak op de voorvoet, met de blik vooruit in plaats van op de ladder.',
      pt: 'Dois apoios em cada quadrado na ponta dos pés, a olhar em frente e não para a escada.',
    },
  },
  {
    progression: 'level', types: ['agility', 'running'], equipment: ['training_cones', 'stopwatch'], injuries: [], reps: 3, duration: 12,
    name: { de: 'T-Test', en: 'T-test agility run', es: 'Test de agilidad en T', fr: 'Test d’agilité en T', nl: 'T-test wendbaarheid', pt: 'Teste de agilidade em T' },
    description: {
      de: '10 m vorwärts, 5 m seitlich nach links, 10 m nach rechts, 5 m zurück zur Mitte und rückwärts zum Start.',
      en: 'Sprint 10 m, shuffle 5 m left, 10 m right, 5 m back to the middle and backpedal to the start.',
      es: 'Sprint de 10 m, desplazamiento lateral 5 m a la izquierda, 10 m a la derecha, 5 m al centro y carrera de espaldas a la salida.',
      fr: 'Sprint de 10 m, pas chassés 5 m à gauche, 10 m à droite, 5 m au centre puis retour en arrière au départ.',
      nl: 'Sprint 10 m, 5 m zijwaarts naar links, 10 m naar rechts, 5 m terug naar het midden en achterwaarts naar de start.',
      pt: 'Sprint de 10 m, deslocamento lateral de 5 m à esquerda, 10 m à direita, 5 m ao centro e corrida de costas até à partida.',
    },
  },
  {
    progression: 'level', types: ['agility'], equipment: ['training_cones', 'stopwatch'], injuries: ['groin_strain'], reps: 4, duration: 6,
    name: { de: '5-10-5-Pendelsprint', en: '5-10-5 pro agility shuttle', es: 'Lanzadera 5-10-5', fr: 'Navette 5-10-5', nl: '5-10-5-pendelsprint', pt: 'Vaivém 5-10-5' },
    description: {
      de: '5 m zur einen Linie, 10 m zur anderen und 5 m zurück durch die Mitte, jede Linie mit der Hand berühren.',
      en: '5 m to one line, 10 m to the other and 5 m back through the middle, touching each line with a hand.',
      es: '5 m hasta una línea, 10 m hasta la otra y 5 m de vuelta al centro, tocando cada línea con la mano.',
      fr: '5 m jusqu’à une ligne, 10 m jusqu’à l’autre et 5 m retour au centre, en touchant chaque ligne de la main.',
      nl: '5 m naar de ene lijn, 10 m naar de andere en 5 m terug door het midden, elke lijn met de hand aantikken.',
      pt: '5 m até uma linha, 10 m até à outra e 5 m de volta ao centro, tocando cada linha com a mão.',
    },
  },
  {
    progression: 'level', types: ['agility', 'warm-up'], equipment: ['football', 'training_cones'], injuries: [], reps: 5, duration: 20,
    name: { de: 'Slalomdribbling durch Hütchen', en: 'Cone slalom dribble', es: 'Conducción en slalom entre conos', fr: 'Conduite de balle en slalom', nl: 'Slalomdribbel tussen kegels', pt: 'Condução em slalom entre cones' },
    description: {
      de: 'Den Ball mit Innen- und Außenseite eng durch sechs Hütchen im Abstand von 1,5 m führen.',
      en: 'Dribble tightly through six cones 1.5 m apart using the inside and outside of the foot.',
      es: 'Conduce pegado el balón entre seis conos separados 1,5 m con el interior y el exterior del pie.',
      fr: 'Conduis le ballon au plus près entre six cônes espacés de 1,5 m, intérieur et extérieur du pied.',
      nl: 'Dribbel de bal kort langs zes kegels op 1,5 m met binnen- en buitenkant van de voet.',
      pt: 'Conduz a bola colada entre seis cones a 1,5 m com a parte interior e exterior do pé.',
    },
  },
  {
    progression: 'level', types: ['agility', 'running'], equipment: ['training_cones'], injuries: ['ankle_sprain', 'acl_tear'], reps: 5, duration: 10,
    name: { de: 'Zickzack-Sprints', en: 'Zig-zag cone sprints', es: 'Sprints en zigzag', fr: 'Sprints en zigzag', nl: 'Zigzagsprints', pt: 'Sprints em ziguezague' },
    description: {
      de: 'Im Zickzack zwischen fünf Hütchen sprinten und bei jedem Richtungswechsel tief abbremsen.',
      en: 'Sprint in a zig-zag between five cones, braking low at every change of direction.',
      es: 'Esprinta en zigzag entre cinco conos frenando bajo en cada cambio de dirección.',
      fr: 'Sprinte en zigzag entre cinq cônes en freinant bas à chaque changement de direction.',
      nl: 'Sprint zigzaggend tussen vijf kegels en rem laag af bij elke richtingsverandering.',
      pt: 'Faz sprints em ziguezague entre cinco cones, travando baixo em cada mudança de direção.',
    },
  },
  {
    progression: 'level', types: ['agility'], equipment: ['marker_cones'], injuries: [], reps: 4, duration: 15,
    name: { de: 'Spiegelübung', en: 'Mirror drill', es: 'Ejercicio del espejo', fr: 'Exercice du miroir', nl: 'Spiegeloefening', pt: 'Exercício do espelho' },
    description: {
      de: 'Zwei Spieler stehen sich gegenüber; einer gibt die Bewegungen vor, der andere spiegelt sie sofort.',
      en: 'Two players face each other; one leads the movement and the other mirrors it at once.',
      es: 'Dos jugadores frente a frente: uno dirige el movimiento y el otro lo imita al instante.',
      fr: 'Deux joueurs face à face : l’un mène le mouvement, l’autre le reproduit aussitôt.',
      nl: 'Twee spelers tegenover elkaar: de een leidt de beweging, de ander spiegelt die meteen.',
      pt: 'Dois jogadores frente a frente: um conduz o movimento e o outro imita-o de imediato.',
    },
  },
  {
    progression: 'level', types: ['agility'], equipment: ['reaction_ball'], injuries: [], reps: 10, duration: 5,
    name: { de: 'Reaktionsball fangen', en: 'Reaction ball catch', es: 'Atrapar la pelota de reacción', fr: 'Attraper la balle de réaction', nl: 'Reactiebal vangen', pt: 'Apanhar a bola de reação' },
    description: {
      de: 'Den Reaktionsball gegen eine Wand werfen und nach dem unberechenbaren Aufprall fangen.',
      en: 'Throw the reaction ball against a wall and catch it after its unpredictable bounce.',
      es: 'Lanza la pelota de reacción contra la pared y atrápala tras su bote imprevisible.',
      fr: 'Lance la balle de réaction contre un mur et rattrape-la après son rebond imprévisible.',
      nl: 'Gooi de reactiebal tegen een muur en vang hem na de onvoorspelbare stuit.',
      pt: 'Atira a bola de reação contra uma parede e apanha-a depois do ressalto imprevisível.',
    },
  },
  {
    progression: 'level', types: ['agility', 'hiit'], equipment: ['football', 'mini_goal', 'marker_cones'], injuries: [], reps: 6, duration: 20,
    name: { de: '1 gegen 1 auf Minitore', en: '1v1 to mini goals', es: '1 contra 1 a miniporterías', fr: '1 contre 1 sur mini-buts', nl: '1 tegen 1 op minidoeltjes', pt: '1 contra 1 para minibalizas' },
    description: {
      de: 'Angreifer gegen Verteidiger in einem 15 × 10 m großen Feld mit je einem Minitor pro Seite.',
      en: 'Attacker against defender in a 15 × 10 m area with a mini goal at each end.',
      es: 'Atacante contra defensor en un espacio de 15 × 10 m con una miniportería en cada lado.',
      fr: 'Attaquant contre défenseur sur un espace de 15 × 10 m avec un mini-but de chaque côté.',
      nl: 'Aanvaller tegen verdediger in een vak van 15 × 10 m met aan elke kant een minidoeltje.',
      pt: 'Atacante contra defesa num espaço de 15 × 10 m com uma minibaliza em cada lado.',
    },
  },
  // Plyometrics
  {
    progression: 'level', types: ['plyometric'], equipment: ['plyo_box'], injuries: ['acl_tear'], reps: 5, duration: null,
    name: { de: 'Kastensprünge', en: 'Box jumps', es: 'Saltos al cajón', fr: 'Sauts sur box', nl: 'Boxjumps', pt: 'Saltos para a caixa' },
    description: {
      de: 'Beidbeinig auf den Kasten springen, leise landen, aufrichten und heruntersteigen.',
      en: 'Jump onto the box from both feet, land softly, stand tall and step down.',
      es: 'Salta al cajón con los dos pies, aterriza suave, estírate y baja caminando.',
      fr: 'Saute sur la box à pieds joints, réceptionne en douceur, redresse-toi et descends.',
      nl: 'Spring met twee benen op de box, land zacht, kom rechtop en stap eraf.',
      pt: 'Salta para a caixa com os dois pés, aterra suavemente, endireita-te e desce.',
    },
  },
  {
    progression: 'level', types: ['plyometric'], equipment: ['plyo_box'], injuries: [], reps: 4, duration: null,
    name: { de: 'Niedersprünge', en: 'Depth jumps', es: 'Saltos en profundidad', fr: 'Sauts en contrebas', nl: 'Dieptesprongen', pt: 'Saltos em profundidade' },
    description: {
      de: 'Vom Kasten fallen lassen und nach kürzestem Bodenkontakt so hoch wie möglich abspringen.',
      en: 'Drop off the box and jump as high as you can after the shortest possible ground contact.',
      es: 'Déjate caer del cajón y salta lo más alto posible con el contacto más corto.',
      fr: 'Laisse-toi tomber de la box et rebondis le plus haut possible avec un contact très court.',
      nl: 'Laat je van de box vallen en spring na een zo kort mogelijk grondcontact zo hoog mogelijk.',
      pt: 'Deixa-te cair da caixa e salta o mais alto possível com o contacto mais curto.',
    },
  },
  {
    progression: 'level', types: ['plyometric', 'agility'], equipment: ['marker_cones'], injuries: ['groin_strain', 'ankle_sprain'], reps: 6, duration: null, sides: 'alternating',
    name: { de: 'Seitliche Sprünge', en: 'Lateral bounds', es: 'Saltos laterales', fr: 'Bonds latéraux', nl: 'Zijwaartse sprongen', pt: 'Saltos laterais' },
    description: {
      de: 'Von einem Bein seitlich weit auf das andere springen und die Landung zwei Sekunden halten.',
      en: 'Bound sideways from one leg to the other and hold each landing for two seconds.',
      es: 'Salta de lado de una pierna a la otra y mantén cada aterrizaje dos segundos.',
      fr: 'Bondis latéralement d’une jambe à l’autre et tiens chaque réception deux secondes.',
      nl: 'Spring zijwaarts van het ene been op het andere en houd elke landing twee seconden vast.',
      pt: 'Salta de lado de uma perna para a outra e segura cada aterragem dois segundos.',
    },
  },
  {
    progression: 'level', types: ['plyometric'], equipment: ['mini_hurdles'], injuries: [], reps: 5, duration: null,
    name: { de: 'Hürdensprünge', en: 'Hurdle hops', es: 'Saltos de vallas', fr: 'Sauts de haies', nl: 'Hordesprongen', pt: 'Saltos de barreiras' },
    description: {
      de: 'Beidbeinig über sechs Minihürden springen, mit kurzen, federnden Bodenkontakten.',
      en: 'Hop over six mini hurdles on both feet with short, springy ground contacts.',
      es: 'Salta seis minivallas con los pies juntos y apoyos cortos y elásticos.',
      fr: 'Franchis six mini-haies à pieds joints avec des appuis courts et toniques.',
      nl: 'Spring met twee benen over zes minihordes met korte, verende grondcontacten.',
      pt: 'Salta seis minibarreiras a pés juntos com apoios curtos e reativos.',
    },
  },
  {
    progression: 'level', types: ['plyometric', 'hiit'], equipment: [], injuries: ['ankle_sprain'], reps: 10, duration: null, sides: 'alternating',
    name: { de: 'Eisschnellläufer-Sprünge', en: 'Skater jumps', es: 'Saltos de patinador', fr: 'Sauts du patineur', nl: 'Schaatssprongen', pt: 'Saltos de patinador' },
    description: {
      de: 'Wie ein Eisschnellläufer seitlich von Bein zu Bein springen, das freie Bein hinter dem Körper.',
      en: 'Leap from leg to leg like a speed skater, the free leg sweeping behind the body.',
      es: 'Salta de una pierna a otra como un patinador, llevando la pierna libre por detrás.',
      fr: 'Saute d’une jambe à l’autre comme un patineur, la jambe libre passant derrière.',
      nl: 'Spring als een schaatser van been naar been, het vrije been achter het lichaam.',
      pt: 'Salta de uma perna para a outra como um patinador, com a perna livre por trás.',
    },
  },
  {
    progression: 'level', types: ['plyometric', 'injury-prevention'], equipment: ['marker_cones'], injuries: ['acl_tear', 'ankle_sprain'], reps: 6, duration: null, sides: 'each',
    name: { de: 'Einbeinige Sprünge', en: 'Single-leg hops', es: 'Saltos a una pierna', fr: 'Sauts sur une jambe', nl: 'Eenbenige sprongen', pt: 'Saltos a uma perna' },
    description: {
      de: 'Auf einem Bein nach vorn hüpfen, das Knie bleibt bei jeder Landung über dem Fuß.',
      en: 'Hop forwards on one leg, keeping the knee over the foot on every landing.',
      es: 'Salta hacia delante a una pierna manteniendo la rodilla sobre el pie en cada aterrizaje.',
      fr: 'Saute vers l’avant sur une jambe, le genou au-dessus du pied à chaque réception.',
      nl: 'Hop vooruit op één been en houd de knie bij elke landing boven de voet.',
      pt: 'Salta para a frente numa perna, com o joelho sobre o pé em cada aterragem.',
    },
  },
  {
    progression: 'level', types: ['plyometric', 'strength power'], equipment: [], injuries: [], reps: 8, duration: null,
    name: { de: 'Strecksprünge aus der Hocke', en: 'Squat jumps', es: 'Saltos desde sentadilla', fr: 'Squats sautés', nl: 'Squatsprongen', pt: 'Saltos de agachamento' },
    description: {
      de: 'Aus der halben Kniebeuge explosiv nach oben springen und weich in die Hocke zurück landen.',
      en: 'Jump explosively from a half squat and land softly back into it.',
      es: 'Salta de forma explosiva desde media sentadilla y aterriza suave en la misma posición.',
      fr: 'Saute de façon explosive depuis un demi-squat et réceptionne en douceur dans la même position.',
      nl: 'Spring explosief omhoog vanuit een halve squat en land zacht terug in die houding.',
      pt: 'Salta de forma explosiva a partir de meio agachamento e aterra suavemente na mesma posição.',
    },
  },
  // Strength
  {
    progression: 'level', types: ['strength'], equipment: ['barbell'], injuries: ['acl_tear'], reps: 6, duration: 4, gym: true, lift: 'squat',
    name: { de: 'Kniebeuge mit Langhantel', en: 'Back squat', es: 'Sentadilla trasera', fr: 'Squat arrière', nl: 'Back squat', pt: 'Agachamento com barra' },
    description: {
      de: 'Die Hantel auf dem oberen Rücken, bis mindestens parallel beugen, Knie folgen den Zehen.',
      en: 'Bar on the upper back, squat to at least parallel with the knees tracking the toes.',
      es: 'Barra sobre la espalda alta, baja al menos hasta la paralela con las rodillas en línea con los pies.',
      fr: 'Barre sur le haut du dos, descends au moins à la parallèle, genoux dans l’axe des pieds.',
      nl: 'Stang op de bovenrug, zak minstens tot parallel met de knieën in lijn met de tenen.',
      pt: 'Barra na parte alta das costas, desce pelo menos até à paralela com os joelhos alinhados com os pés.',
    },
  },
  {
    progression: 'level', types: ['strength', 'injury-prevention'], equipment: ['barbell'], injuries: ['hamstring_strain', 'lower_back_pain'], reps: 8, duration: 4, gym: true, lift: 'deadlift',
    name: { de: 'Rumänisches Kreuzheben', en: 'Romanian deadlift', es: 'Peso muerto rumano', fr: 'Soulevé de terre roumain', nl: 'Roemeense deadlift', pt: 'Peso morto romeno' },
    description: {
      de: 'Mit leicht gebeugten Knien die Hüfte nach hinten schieben, bis die Oberschenkelrückseite spannt.',
      en: 'Knees soft, push the hips back until the hamstrings are on stretch, then drive them forwards.',
      es: 'Con las rodillas algo flexionadas, lleva la cadera atrás hasta notar los isquiotibiales y vuelve.',
      fr: 'Genoux légèrement fléchis, recule les hanches jusqu’à sentir les ischios, puis remonte.',
      nl: 'Met licht gebogen knieën de heupen naar achteren tot de hamstrings rekken, dan terug.',
      pt: 'Com os joelhos ligeiramente fletidos, leva a anca atrás até sentir os isquiotibiais e volta.',
    },
  },
  {
    progression: 'level', types: ['strength'], equipment: ['dumbbells', 'weight_bench'], injuries: ['acl_tear'], reps: 8, duration: 3, sides: 'each',
    name: { de: 'Bulgarische Kniebeuge', en: 'Bulgarian split squat', es: 'Sentadilla búlgara', fr: 'Squat bulgare', nl: 'Bulgaarse split squat', pt: 'Agachamento búlgaro' },
    description: {
      de: 'Hinterer Fuß auf der Bank, mit dem vorderen Bein tief beugen und kontrolliert aufstehen.',
      en: 'Rear foot on the bench, sink deep on the front leg and stand up under control.',
      es: 'Pie trasero en el banco, baja profundo con la pierna delantera y sube controlado.',
      fr: 'Pied arrière sur le banc, descends profondément sur la jambe avant et remonte avec contrôle.',
      nl: 'Achterste voet op de bank, zak diep op het voorste been en kom gecontroleerd omhoog.',
      pt: 'Pé de trás no banco, desce bem na perna da frente e sobe de forma controlada.',
    },
  },
  {
    progression: 'level', types: ['strength', 'warm-up'], equipment: [], injuries: ['hip_flexor_strain'], reps: 10, duration: 3, sides: 'alternating',
    name: { de: 'Ausfallschritte im Gehen', en: 'Walking lunges', es: 'Zancadas caminando', fr: 'Fentes marchées', nl: 'Wandelende lunges', pt: 'Afundos a andar' },
    description: {
      de: 'Große Schritte nach vorn, das hintere Knie fast bis zum Boden, der Oberkörper bleibt aufrecht.',
      en: 'Long steps forwards, the back knee nearly touching the ground and the chest up.',
      es: 'Pasos largos hacia delante, la rodilla trasera casi toca el suelo y el tronco erguido.',
      fr: 'Grands pas vers l’avant, le genou arrière frôle le sol, le buste reste droit.',
      nl: 'Grote stappen vooruit, de achterste knie bijna op de grond en de borst omhoog.',
      pt: 'Passos largos para a frente, o joelho de trás quase no chão e o tronco direito.',
    },
  },
  {
    progression: 'level', types: ['strength'], equipment: ['barbell', 'weight_bench'], injuries: ['hamstring_strain'], reps: 8, duration: 3, gym: true,
    name: { de: 'Hüftheben (Hip Thrust)', en: 'Hip thrust', es: 'Empuje de cadera', fr: 'Poussée de hanches (hip thrust)', nl: 'Heupstoot (hip thrust)', pt: 'Elevação de anca (hip thrust)' },
    description: {
      de: 'Schultern auf der Bank, die Hantel über der Hüfte nach oben drücken und die Gesäßmuskeln anspannen.',
      en: 'Shoulders on the bench, drive the bar up over the hips and squeeze the glutes at the top.',
      es: 'Hombros en el banco, empuja la barra con la cadera hacia arriba y aprieta los glúteos.',
      fr: 'Épaules sur le banc, pousse la barre avec les hanches et serre les fessiers en haut.',
      nl: 'Schouders op de bank, duw de stang met de heupen omhoog en span de bilspieren aan.',
      pt: 'Ombros no banco, empurra a barra com a anca para cima e contrai os glúteos.',
    },
  },
  {
    progression: 'level', types: ['strength', 'injury-prevention'], equipment: [], injuries: ['calf_strain', 'achilles_tendinopathy'], reps: 15, duration: 3,
    name: { de: 'Wadenheben', en: 'Calf raises', es: 'Elevaciones de talones', fr: 'Extensions des mollets', nl: 'Kuitheffen', pt: 'Elevações de gémeos' },
    description: {
      de: 'Auf einer Stufe langsam auf die Zehenspitzen drücken und die Fersen unter die Stufe senken.',
      en: 'On a step, rise slowly onto the toes and lower the heels below the edge.',
      es: 'En un escalón, sube despacio de puntillas y baja los talones por debajo del borde.',
      fr: 'Sur une marche, monte lentement sur la pointe des pieds et descends les talons sous le bord.',
      nl: 'Op een trede langzaam op de tenen komen en de hielen onder de rand laten zakken.',
      pt: 'Num degrau, sobe devagar em bicos de pés e desce os calcanhares abaixo da borda.',
    },
  },
  {
    progression: 'level', types: ['strength'], equipment: ['barbell'], injuries: ['lower_back_pain'], reps: 5, duration: 4, gym: true, lift: 'deadlift',
    name: { de: 'Kreuzheben', en: 'Deadlift', es: 'Peso muerto', fr: 'Soulevé de terre', nl: 'Deadlift', pt: 'Peso morto' },
    description: {
      de: 'Die Hantel mit geradem Rücken vom Boden heben, indem Beine und Hüfte gemeinsam strecken.',
      en: 'Lift the bar from the floor with a flat back, legs and hips extending together.',
      es: 'Levanta la barra del suelo con la espalda recta, extendiendo piernas y cadera a la vez.',
      fr: 'Soulève la barre du sol dos plat, en tendant jambes et hanches ensemble.',
      nl: 'Til de stang van de grond met een rechte rug, benen en heupen strekken tegelijk.',
      pt: 'Levanta a barra do chão com as costas direitas, estendendo pernas e anca em simultâneo.',
    },
  },
  {
    progression: 'level', types: ['strength', 'mobility'], equipment: ['kettlebell'], injuries: [], reps: 10, duration: 3,
    name: { de: 'Goblet Squat', en: 'Goblet squat', es: 'Sentadilla goblet', fr: 'Squat goblet', nl: 'Goblet squat', pt: 'Agachamento goblet' },
    description: {
      de: 'Die Kettlebell vor der Brust halten und tief zwischen die Knie sinken, Ellbogen innen an den Knien.',
      en: 'Hold the kettlebell at the chest and sink deep between the knees, elbows inside them.',
      es: 'Sujeta la pesa rusa ante el pecho y baja profundo entre las rodillas, codos por dentro.',
      fr: 'Tiens le kettlebell contre la poitrine et descends profondément entre les genoux, coudes à l’intérieur.',
      nl: 'Houd de kettlebell voor de borst en zak diep tussen de knieën, ellebogen aan de binnenkant.',
      pt: 'Segura o kettlebell junto ao peito e desce bem entre os joelhos, cotovelos por dentro.',
    },
  },
  // Push
  {
    progression: 'level', types: ['push'], equipment: [], injuries: ['shoulder_dislocation'], reps: 10, duration: 2,
    name: { de: 'Liegestütze', en: 'Push-ups', es: 'Flexiones', fr: 'Pompes', nl: 'Opdrukken', pt: 'Flexões' },
    description: {
      de: 'Körper in einer Linie, die Brust bis knapp über den Boden senken und kräftig hochdrücken.',
      en: 'Body in one line, lower the chest to just above the floor and press back up hard.',
      es: 'Cuerpo alineado, baja el pecho casi hasta el suelo y empuja con fuerza hacia arriba.',
      fr: 'Corps gainé, descends la poitrine près du sol et repousse fort.',
      nl: 'Lichaam in één lijn, laat de borst tot net boven de grond zakken en duw krachtig omhoog.',
      pt: 'Corpo alinhado, desce o peito quase até ao chão e empurra com força para cima.',
    },
  },
  {
    progression: 'level', types: ['push', 'strength'], equipment: ['barbell', 'weight_bench'], injuries: [], reps: 6, duration: 3, gym: true, lift: 'bench',
    name: { de: 'Bankdrücken', en: 'Bench press', es: 'Press de banca', fr: 'Développé couché', nl: 'Bankdrukken', pt: 'Supino' },
    description: {
      de: 'Die Hantel kontrolliert zur unteren Brust senken und mit festen Füßen nach oben drücken.',
      en: 'Lower the bar under control to the lower chest and press it up with the feet planted.',
      es: 'Baja la barra controlada hasta la parte baja del pecho y empuja con los pies firmes.',
      fr: 'Descends la barre avec contrôle vers le bas de la poitrine et pousse, pieds ancrés au sol.',
      nl: 'Laat de stang gecontroleerd zakken naar de onderborst en druk omhoog met de voeten stevig neer.',
      pt: 'Desce a barra controlada até à parte baixa do peito e empurra com os pés bem apoiados.',
    },
  },
  {
    progression: 'level', types: ['push'], equipment: ['dumbbells'], injuries: ['shoulder_dislocation'], reps: 8, duration: 3,
    name: { de: 'Schulterdrücken mit Kurzhanteln', en: 'Dumbbell overhead press', es: 'Press de hombros con mancuernas', fr: 'Développé épaules aux haltères', nl: 'Schouderdrukken met dumbbells', pt: 'Press de ombros com halteres' },
    description: {
      de: 'Im Stand die Kurzhanteln über den Kopf drücken, ohne ins Hohlkreuz zu fallen.',
      en: 'Standing, press the dumbbells overhead without arching the lower back.',
      es: 'De pie, empuja las mancuernas por encima de la cabeza sin arquear la zona lumbar.',
      fr: 'Debout, pousse les haltères au-dessus de la tête sans cambrer le bas du dos.',
      nl: 'Staand de dumbbells boven het hoofd drukken zonder de onderrug hol te trekken.',
      pt: 'De pé, empurra os halteres acima da cabeça sem arquear a zona lombar.',
    },
  },
  {
    progression: 'level', types: ['push', 'strength power'], equipment: ['medicine_ball'], injuries: [], reps: 8, duration: 2,
    name: { de: 'Medizinball-Brustpass', en: 'Medicine ball chest pass', es: 'Pase de pecho con balón medicinal', fr: 'Passe poitrine au médecine-ball', nl: 'Borstpass met medicijnbal', pt: 'Passe de peito com bola medicinal' },
    description: {
      de: 'Den Medizinball explosiv von der Brust gegen eine Wand oder zu einem Partner stoßen.',
      en: 'Push the medicine ball explosively from the chest into a wall or to a partner.',
      es: 'Lanza el balón medicinal desde el pecho de forma explosiva contra la pared o a un compañero.',
      fr: 'Pousse le médecine-ball depuis la poitrine de façon explosive contre un mur ou vers un partenaire.',
      nl: 'Stoot de medicijnbal explosief vanaf de borst tegen een muur of naar een partner.',
      pt: 'Lança a bola medicinal a partir do peito de forma explosiva contra a parede ou para um colega.',
    },
  },
  // Pull
  {
    progression: 'level', types: ['pull'], equipment: ['pull_up_bar'], injuries: [], reps: 4, duration: 3, gym: true,
    name: { de: 'Klimmzüge', en: 'Pull-ups', es: 'Dominadas', fr: 'Tractions', nl: 'Optrekken', pt: 'Elevações' },
    description: {
      de: 'Aus dem ruhigen Hang das Kinn über die Stange ziehen und langsam wieder ablassen.',
      en: 'From a dead hang, pull the chin over the bar and lower yourself slowly.',
      es: 'Desde la suspensión, sube la barbilla por encima de la barra y baja despacio.',
      fr: 'Depuis la suspension, monte le menton au-dessus de la barre et redescends lentement.',
      nl: 'Vanuit stil hangen de kin boven de stang trekken en langzaam weer zakken.',
      pt: 'A partir da suspensão, sobe o queixo acima da barra e desce devagar.',
    },
  },
  {
    progression: 'level', types: ['pull'], equipment: ['barbell'], injuries: ['lower_back_pain'], reps: 8, duration: 3,
    name: { de: 'Umgekehrtes Rudern', en: 'Inverted row', es: 'Remo invertido', fr: 'Rowing inversé', nl: 'Omgekeerd roeien', pt: 'Remada invertida' },
    description: {
      de: 'Unter einer hüfthohen Stange hängend die Brust zur Stange ziehen, der Körper bleibt gestreckt.',
      en: 'Hanging under a hip-high bar, pull the chest to the bar with the body straight.',
      es: 'Colgado bajo una barra a la altura de la cadera, lleva el pecho a la barra con el cuerpo recto.',
      fr: 'Suspendu sous une barre à hauteur de hanche, tire la poitrine vers la barre, corps gainé.',
      nl: 'Hangend onder een stang op heuphoogte de borst naar de stang trekken, lichaam gestrekt.',
      pt: 'Suspenso sob uma barra à altura da anca, puxa o peito até à barra com o corpo direito.',
    },
  },
  {
    progression: 'level', types: ['pull', 'strength'], equipment: ['dumbbells', 'weight_bench'], injuries: [], reps: 10, duration: 3, sides: 'each',
    name: { de: 'Einarmiges Kurzhantelrudern', en: 'Single-arm dumbbell row', es: 'Remo con mancuerna a una mano', fr: 'Rowing unilatéral à l’haltère', nl: 'Eenarmig roeien met dumbbell', pt: 'Remada unilateral com halter' },
    description: {
      de: 'Auf der Bank abgestützt die Kurzhantel zur Hüfte ziehen, das Schulterblatt nach hinten unten.',
      en: 'Braced on the bench, row the dumbbell to the hip, drawing the shoulder blade back and down.',
      es: 'Apoyado en el banco, lleva la mancuerna a la cadera llevando la escápula atrás y abajo.',
      fr: 'En appui sur le banc, tire l’haltère vers la hanche en ramenant l’omoplate vers l’arrière.',
      nl: 'Steunend op de bank de dumbbell naar de heup trekken, schouderblad naar achteren en omlaag.',
      pt: 'Apoiado no banco, puxa o halter até à anca levando a omoplata para trás e para baixo.',
    },
  },
  {
    progression: 'level', types: ['pull', 'injury-prevention'], equipment: ['resistance_band'], injuries: ['shoulder_dislocation'], reps: 15, duration: 2,
    name: { de: 'Face Pull mit Band', en: 'Band face pull', es: 'Face pull con banda', fr: 'Face pull à l’élastique', nl: 'Face pull met band', pt: 'Face pull com banda' },
    description: {
      de: 'Das Band auf Augenhöhe zum Gesicht ziehen und die Hände dabei nach außen drehen.',
      en: 'Pull the band towards the face at eye height, turning the hands out as you go.',
      es: 'Tira de la banda hacia la cara a la altura de los ojos, girando las manos hacia fuera.',
      fr: 'Tire l’élastique vers le visage à hauteur des yeux en tournant les mains vers l’extérieur.',
      nl: 'Trek de band op ooghoogte naar het gezicht en draai de handen daarbij naar buiten.',
      pt: 'Puxa a banda em direção à cara à altura dos olhos, rodando as mãos para fora.',
    },
  },
  // Strength power
  {
    progression: 'level', types: ['strength power'], equipment: ['barbell'], injuries: [], reps: 3, duration: 2, gym: true,
    name: { de: 'Umsetzen (Power Clean)', en: 'Power clean', es: 'Cargada de potencia', fr: 'Épaulé en puissance', nl: 'Power clean', pt: 'Clean de potência' },
    description: {
      de: 'Die Hantel explosiv vom Boden auf die vorderen Schultern bringen und in der Viertelhocke fangen.',
      en: 'Drive the bar explosively from the floor onto the front of the shoulders, catching in a quarter squat.',
      es: 'Lleva la barra de forma explosiva del suelo a los hombros y recíbela en un cuarto de sentadilla.',
      fr: 'Monte la barre de façon explosive du sol aux épaules et réceptionne en quart de squat.',
      nl: 'Breng de stang explosief van de grond naar de voorkant van de schouders en vang hem in een kwartsquat.',
      pt: 'Leva a barra de forma explosiva do chão até aos ombros e recebe-a num quarto de agachamento.',
    },
  },
  {
    progression: 'level', types: ['strength power', 'plyometric'], equipment: ['barbell'], injuries: [], reps: 5, duration: 2, gym: true, lift: 'squat',
    name: { de: 'Sprungkniebeuge mit Zusatzlast', en: 'Loaded jump squat', es: 'Sentadilla con salto lastrada', fr: 'Squat sauté lesté', nl: 'Squatsprong met gewicht', pt: 'Agachamento com salto e carga' },
    description: {
      de: 'Mit leichter Hantel aus der Viertelhocke maximal hoch springen und weich landen.',
      en: 'With a light bar, jump as high as possible from a quarter squat and land softly.',
      es: 'Con una barra ligera, salta lo más alto posible desde un cuarto de sentadilla y aterriza suave.',
      fr: 'Avec une barre légère, saute le plus haut possible depuis un quart de squat et réceptionne en douceur.',
      nl: 'Spring met een lichte stang vanuit een kwartsquat zo hoog mogelijk en land zacht.',
      pt: 'Com uma barra leve, salta o mais alto possível a partir de um quarto de agachamento e aterra suavemente.',
    },
  },
  {
    progression: 'level', types: ['strength power'], equipment: ['barbell'], injuries: [], reps: 4, duration: 2, gym: true, lift: 'deadlift',
    name: { de: 'Sprung mit der Trap Bar', en: 'Trap bar jump', es: 'Salto con barra hexagonal', fr: 'Saut à la trap bar', nl: 'Sprong met de trap bar', pt: 'Salto com barra hexagonal' },
    description: {
      de: 'Mit der Trap Bar in den Händen aus der halben Hocke abspringen und kontrolliert landen.',
      en: 'Holding the trap bar, jump from a half squat and land under control.',
      es: 'Con la barra hexagonal en las manos, salta desde media sentadilla y aterriza controlado.',
      fr: 'Trap bar en mains, saute depuis un demi-squat et réceptionne avec contrôle.',
      nl: 'Met de trap bar in de handen vanuit een halve squat afspringen en gecontroleerd landen.',
      pt: 'Com a barra hexagonal nas mãos, salta a partir de meio agachamento e aterra controlado.',
    },
  },
  {
    progression: 'level', types: ['strength power', 'full-body'], equipment: ['kettlebell'], injuries: ['hamstring_strain'], reps: 15, duration: 2,
    name: { de: 'Kettlebell Swing', en: 'Kettlebell swing', es: 'Swing con pesa rusa', fr: 'Swing au kettlebell', nl: 'Kettlebell swing', pt: 'Swing com kettlebell' },
    description: {
      de: 'Die Kettlebell mit einem kräftigen Hüftstoß bis auf Brusthöhe schwingen.',
      en: 'Swing the kettlebell to chest height with a powerful snap of the hips.',
      es: 'Balancea la pesa rusa hasta la altura del pecho con un fuerte golpe de cadera.',
      fr: 'Balance le kettlebell jusqu’à hauteur de poitrine grâce à une extension puissante des hanches.',
      nl: 'Zwaai de kettlebell tot borsthoogte met een krachtige heupstoot.',
      pt: 'Balança o kettlebell até à altura do peito com uma extensão forte da anca.',
    },
  },
  {
    progression: 'level', types: ['strength power', 'running'], equipment: ['weight_sled'], injuries: ['hamstring_strain'], reps: 5, duration: 6, gym: true,
    name: { de: 'Schlittensprints', en: 'Sled sprints', es: 'Sprints con trineo', fr: 'Sprints avec traîneau', nl: 'Sleesprints', pt: 'Sprints com trenó' },
    description: {
      de: '20 m mit dem Zugschlitten sprinten, mit starker Vorlage und kraftvollen Schritten.',
      en: 'Sprint 20 m towing the sled, with a strong forward lean and powerful steps.',
      es: 'Esprinta 20 m arrastrando el trineo, con el cuerpo inclinado y zancadas potentes.',
      fr: 'Sprinte 20 m en tirant le traîneau, buste penché vers l’avant et foulées puissantes.',
      nl: 'Sprint 20 m met de slee achter je, met een sterke voorwaartse helling en krachtige passen.',
      pt: 'Faz um sprint de 20 m a puxar o trenó, com o corpo inclinado e passadas potentes.',
    },
  },
  // Full body
  {
    progression: 'level', types: ['full-body', 'hiit'], equipment: [], injuries: [], reps: 8, duration: 3,
    name: { de: 'Burpees', en: 'Burpees', es: 'Burpees', fr: 'Burpees', nl: 'Burpees', pt: 'Burpees' },
    description: {
      de: 'Aus dem Stand in den Liegestütz, Füße zurück nach vorn und mit einem Strecksprung abschließen.',
      en: 'From standing drop into a push-up, bring the feet back in and finish with a jump.',
      es: 'De pie, baja a posición de flexión, recoge los pies y termina con un salto.',
      fr: 'Depuis la position debout, descends en pompe, ramène les pieds et termine par un saut.',
      nl: 'Vanuit stand naar opdrukpositie, voeten terug naar voren en eindigen met een sprong.',
      pt: 'De pé, desce para a posição de flexão, recolhe os pés e termina com um salto.',
    },
  },
  {
    progression: 'level', types: ['full-body', 'warm-up'], equipment: ['marker_cones'], injuries: ['shoulder_dislocation'], reps: 3, duration: 20,
    name: { de: 'Bärengang', en: 'Bear crawl', es: 'Paso del oso', fr: 'Marche de l’ours', nl: 'Berenloop', pt: 'Marcha do urso' },
    description: {
      de: 'Auf Händen und Füßen mit Knien knapp über dem Boden 10 m vorwärts und zurück krabbeln.',
      en: 'Crawl 10 m forwards and back on hands and feet with the knees just off the ground.',
      es: 'Avanza y retrocede 10 m a cuatro patas con las rodillas justo por encima del suelo.',
      fr: 'Avance et recule de 10 m à quatre pattes, les genoux juste au-dessus du sol.',
      nl: 'Kruip 10 m heen en terug op handen en voeten met de knieën net boven de grond.',
      pt: 'Avança e recua 10 m a quatro apoios com os joelhos mesmo acima do chão.',
    },
  },
  {
    progression: 'level', types: ['full-body', 'mobility'], equipment: ['kettlebell', 'exercise_mat'], injuries: ['shoulder_dislocation'], reps: 3, duration: 20, sides: 'each',
    name: { de: 'Turkish Get-up', en: 'Turkish get-up', es: 'Levantamiento turco', fr: 'Relevé turc', nl: 'Turkish get-up', pt: 'Levantamento turco' },
    description: {
      de: 'Mit der Kettlebell über dem Kopf Schritt für Schritt aus der Rückenlage aufstehen und zurück.',
      en: 'With the kettlebell held overhead, rise step by step from lying to standing and back down.',
      es: 'Con la pesa rusa por encima de la cabeza, levántate paso a paso desde tumbado y vuelve.',
      fr: 'Kettlebell au-dessus de la tête, relève-toi étape par étape depuis la position allongée, puis redescends.',
      nl: 'Met de kettlebell boven het hoofd stap voor stap van liggen naar staan komen en terug.',
      pt: 'Com o kettlebell acima da cabeça, levanta-te passo a passo a partir de deitado e volta.',
    },
  },
  {
    progression: 'level', types: ['full-body', 'strength'], equipment: ['kettlebell'], injuries: ['lower_back_pain'], reps: 4, duration: 30,
    name: { de: 'Farmer’s Walk', en: 'Farmer’s carry', es: 'Paseo del granjero', fr: 'Marche du fermier', nl: 'Farmer’s walk', pt: 'Caminhada do agricultor' },
    description: {
      de: 'Zwei schwere Kettlebells aufrecht und mit ruhigen Schritten über 30 m tragen.',
      en: 'Carry two heavy kettlebells 30 m, standing tall with steady steps.',
      es: 'Transporta dos pesas rusas pesadas 30 m, erguido y con pasos firmes.',
      fr: 'Porte deux kettlebells lourds sur 30 m, le buste droit et le pas régulier.',
      nl: 'Draag twee zware kettlebells 30 m ver, rechtop en met rustige passen.',
      pt: 'Transporta dois kettlebells pesados durante 30 m, direito e com passos firmes.',
    },
  },
  {
    progression: 'level', types: ['full-body', 'hiit'], equipment: [], injuries: [], reps: 20, duration: 1, sides: 'alternating',
    name: { de: 'Bergsteiger', en: 'Mountain climbers', es: 'Escaladores', fr: 'Grimpeurs', nl: 'Mountain climbers', pt: 'Escaladores' },
    description: {
      de: 'In der Liegestützposition die Knie abwechselnd schnell zur Brust ziehen.',
      en: 'In the push-up position, drive the knees to the chest one after the other at speed.',
      es: 'En posición de flexión, lleva las rodillas al pecho de forma alterna y rápida.',
      fr: 'En position de pompe, ramène rapidement les genoux vers la poitrine, l’un après l’autre.',
      nl: 'In opdrukpositie de knieën afwisselend snel naar de borst trekken.',
      pt: 'Na posição de flexão, leva os joelhos ao peito alternadamente e depressa.',
    },
  },
  // Full-body power
  {
    progression: 'level', types: ['full-body power'], equipment: ['medicine_ball'], injuries: [], reps: 10, duration: 2,
    name: { de: 'Medizinball-Slam', en: 'Medicine ball slam', es: 'Lanzamiento de balón medicinal al suelo', fr: 'Lancer au sol de médecine-ball', nl: 'Medicijnbal slam', pt: 'Arremesso de bola medicinal ao chão' },
    description: {
      de: 'Den Ball über den Kopf führen und mit ganzem Körpereinsatz auf den Boden schmettern.',
      en: 'Take the ball overhead and slam it into the ground with the whole body.',
      es: 'Lleva el balón por encima de la cabeza y lánzalo contra el suelo con todo el cuerpo.',
      fr: 'Monte le ballon au-dessus de la tête et écrase-le au sol avec tout le corps.',
      nl: 'Breng de bal boven het hoofd en smash hem met het hele lichaam op de grond.',
      pt: 'Leva a bola acima da cabeça e atira-a contra o chão com todo o corpo.',
    },
  },
  {
    progression: 'level', types: ['full-body power'], equipment: ['medicine_ball'], injuries: ['groin_strain'], reps: 6, duration: 2, sides: 'each',
    name: { de: 'Rotationswurf mit Medizinball', en: 'Rotational medicine ball throw', es: 'Lanzamiento rotacional con balón medicinal', fr: 'Lancer rotatif au médecine-ball', nl: 'Rotatieworp met medicijnbal', pt: 'Lançamento rotacional com bola medicinal' },
    description: {
      de: 'Seitlich zur Wand stehen und den Ball aus einer kräftigen Hüftdrehung dagegen werfen.',
      en: 'Stand side-on to a wall and throw the ball into it from a powerful turn of the hips.',
      es: 'De lado a la pared, lanza el balón con un giro potente de cadera.',
      fr: 'De profil face au mur, lance le ballon grâce à une rotation puissante des hanches.',
      nl: 'Sta zijwaarts naast een muur en gooi de bal ertegen vanuit een krachtige heupdraai.',
      pt: 'De lado para a parede, lança a bola com uma rotação forte da anca.',
    },
  },
  {
    progression: 'level', types: ['full-body power', 'strength power'], equipment: ['weight_sled'], injuries: [], reps: 4, duration: 8, gym: true,
    name: { de: 'Schlittenschieben', en: 'Sled push', es: 'Empuje de trineo', fr: 'Poussée de traîneau', nl: 'Slee duwen', pt: 'Empurrar o trenó' },
    description: {
      de: 'Den beladenen Schlitten mit gestreckten Armen und kurzen, kräftigen Schritten 15 m schieben.',
      en: 'Push the loaded sled 15 m with straight arms and short, powerful steps.',
      es: 'Empuja el trineo cargado 15 m con los brazos extendidos y pasos cortos y potentes.',
      fr: 'Pousse le traîneau chargé sur 15 m, bras tendus, avec des pas courts et puissants.',
      nl: 'Duw de verzwaarde slee 15 m met gestrekte armen en korte, krachtige passen.',
      pt: 'Empurra o trenó carregado 15 m com os braços estendidos e passos curtos e potentes.',
    },
  },
  // HIIT
  {
    progression: 'level', types: ['hiit', 'running'], equipment: ['stopwatch', 'training_cones'], injuries: [], reps: 8, duration: 20,
    name: { de: 'Tabata-Sprints', en: 'Tabata sprints', es: 'Sprints tabata', fr: 'Sprints Tabata', nl: 'Tabatasprints', pt: 'Sprints Tabata' },
    description: {
      de: '20 Sekunden Vollgas, 10 Sekunden Pause, acht Durchgänge am Stück.',
      en: 'Twenty seconds flat out, ten seconds rest, eight rounds in a row.',
      es: 'Veinte segundos a tope, diez de descanso, ocho series seguidas.',
      fr: 'Vingt secondes à fond, dix secondes de repos, huit répétitions d’affilée.',
      nl: 'Twintig seconden volle bak, tien seconden rust, acht rondes achter elkaar.',
      pt: 'Vinte segundos no máximo, dez segundos de pausa, oito séries seguidas.',
    },
  },
  {
    progression: 'level', types: ['hiit'], equipment: ['football', 'mini_goal', 'bibs', 'marker_cones'], injuries: [], reps: 4, duration: 180,
    name: { de: 'Spielform 4 gegen 4', en: '4v4 small-sided game', es: 'Partido reducido 4 contra 4', fr: 'Jeu réduit à 4 contre 4', nl: 'Partijvorm 4 tegen 4', pt: 'Jogo reduzido 4 contra 4' },
    description: {
      de: 'Vier gegen vier auf einem 30 × 20 m großen Feld mit Minitoren, Bälle liegen rundherum bereit.',
      en: 'Four against four on a 30 × 20 m pitch with mini goals and spare balls all around.',
      es: 'Cuatro contra cuatro en un campo de 30 × 20 m con miniporterías y balones alrededor.',
      fr: 'Quatre contre quatre sur un terrain de 30 × 20 m avec mini-buts et ballons tout autour.',
      nl: 'Vier tegen vier op een veld van 30 × 20 m met minidoeltjes en reserveballen rondom.',
      pt: 'Quatro contra quatro num campo de 30 × 20 m com minibalizas e bolas à volta.',
    },
  },
  {
    progression: 'level', types: ['hiit', 'running'], equipment: ['marker_cones', 'stopwatch'], injuries: [], reps: 10, duration: 45,
    name: { de: '30-15-Intervallläufe', en: '30-15 intermittent runs', es: 'Carreras intermitentes 30-15', fr: 'Courses intermittentes 30-15', nl: '30-15-intervallopen', pt: 'Corridas intermitentes 30-15' },
    description: {
      de: '30 Sekunden schnell laufen, 15 Sekunden gehen, das Tempo steigt von Block zu Block.',
      en: 'Run fast for thirty seconds, walk for fifteen, with the pace rising from block to block.',
      es: 'Corre rápido treinta segundos y camina quince, subiendo el ritmo en cada bloque.',
      fr: 'Cours vite trente secondes, marche quinze, en augmentant l’allure à chaque bloc.',
      nl: 'Dertig seconden hard lopen, vijftien seconden wandelen, met een tempo dat per blok stijgt.',
      pt: 'Corre depressa trinta segundos e caminha quinze, aumentando o ritmo a cada bloco.',
    },
  },
  {
    progression: 'level', types: ['hiit', 'running', 'agility'], equipment: ['training_cones'], injuries: ['hamstring_strain'], reps: 6, duration: 15,
    name: { de: 'Pendelläufe', en: 'Shuttle runs', es: 'Carreras de ida y vuelta', fr: 'Courses navettes', nl: 'Pendellopen', pt: 'Corridas de vaivém' },
    description: {
      de: 'Zwischen Hütchen in 5, 10 und 15 m Entfernung hin und zurück sprinten.',
      en: 'Sprint out and back to cones at 5, 10 and 15 m.',
      es: 'Esprinta de ida y vuelta hasta conos situados a 5, 10 y 15 m.',
      fr: 'Sprinte aller-retour jusqu’à des cônes placés à 5, 10 et 15 m.',
      nl: 'Sprint heen en terug naar kegels op 5, 10 en 15 m.',
      pt: 'Faz sprints de ida e volta até cones a 5, 10 e 15 m.',
    },
  },
  // Running
  {
    progression: 'level', types: ['running'], equipment: ['stopwatch'], injuries: [], reps: 6, duration: 60,
    name: { de: 'Tempoläufe', en: 'Tempo runs', es: 'Carreras a ritmo', fr: 'Courses au tempo', nl: 'Tempolopen', pt: 'Corridas em ritmo' },
    description: {
      de: 'Eine Minute zügig bei etwa 80 % laufen, eine Minute locker traben.',
      en: 'Run one minute briskly at about 80%, then jog easily for one minute.',
      es: 'Corre un minuto a un 80 % y trota suave otro minuto.',
      fr: 'Cours une minute à environ 80 %, puis trottine une minute.',
      nl: 'Loop één minuut stevig op ongeveer 80%, daarna één minuut rustig dribbelen.',
      pt: 'Corre um minuto a cerca de 80 % e trota suavemente durante um minuto.',
    },
  },
  {
    progression: 'level', types: ['running', 'hiit'], equipment: ['stopwatch'], injuries: [], reps: 4, duration: 240,
    name: { de: 'Intervalle 4 × 4 Minuten', en: '4 × 4 minute intervals', es: 'Intervalos de 4 × 4 minutos', fr: 'Intervalles 4 × 4 minutes', nl: 'Intervallen van 4 × 4 minuten', pt: 'Intervalos de 4 × 4 minutos' },
    description: {
      de: 'Vier Minuten bei 90 bis 95 % der maximalen Herzfrequenz, drei Minuten aktive Pause.',
      en: 'Four minutes at 90 to 95% of maximum heart rate, three minutes of active rest.',
      es: 'Cuatro minutos al 90-95 % de la frecuencia cardiaca máxima y tres de pausa activa.',
      fr: 'Quatre minutes à 90-95 % de la fréquence cardiaque maximale, trois minutes de récupération active.',
      nl: 'Vier minuten op 90 tot 95% van de maximale hartslag, drie minuten actieve rust.',
      pt: 'Quatro minutos a 90-95 % da frequência cardíaca máxima e três de pausa ativa.',
    },
  },
  {
    progression: 'level', types: ['running'], equipment: ['training_cones', 'stopwatch'], injuries: ['hamstring_strain'], reps: 5, duration: 5,
    name: { de: '30-m-Sprints', en: '30 m sprints', es: 'Sprints de 30 m', fr: 'Sprints de 30 m', nl: 'Sprints over 30 m', pt: 'Sprints de 30 m' },
    description: {
      de: 'Maximale Sprints über 30 m mit voller Erholung, gehend zurück zum Start.',
      en: 'Maximal 30 m sprints with full recovery, walking back to the start.',
      es: 'Sprints máximos de 30 m con recuperación completa, volviendo caminando a la salida.',
      fr: 'Sprints maximaux de 30 m avec récupération complète, retour en marchant.',
      nl: 'Maximale sprints over 30 m met volledig herstel, wandelend terug naar de start.',
      pt: 'Sprints máximos de 30 m com recuperação completa, a voltar a caminhar para a partida.',
    },
  },
  {
    progression: 'level', types: ['running', 'strength power'], equipment: [], injuries: ['hamstring_strain'], reps: 6, duration: 10,
    name: { de: 'Bergsprints', en: 'Hill sprints', es: 'Sprints en cuesta', fr: 'Sprints en côte', nl: 'Heuvelsprints', pt: 'Sprints em subida' },
    description: {
      de: 'Zehn Sekunden einen steilen Hang hinauf sprinten und langsam zurückgehen.',
      en: 'Sprint up a steep hill for ten seconds and walk slowly back down.',
      es: 'Esprinta diez segundos cuesta arriba y baja caminando despacio.',
      fr: 'Sprinte dix secondes dans une côte raide et redescends en marchant.',
      nl: 'Sprint tien seconden een steile heuvel op en wandel rustig terug.',
      pt: 'Faz um sprint de dez segundos numa subida inclinada e desce a caminhar devagar.',
    },
  },
  {
    progression: 'level', types: ['running', 'hiit'], equipment: ['stopwatch'], injuries: [], reps: 6, duration: 25,
    name: { de: 'Box-to-Box-Läufe', en: 'Box-to-box runs', es: 'Carreras de área a área', fr: 'Courses de surface à surface', nl: 'Box-to-box-lopen', pt: 'Corridas de área a área' },
    description: {
      de: 'Vom einen Strafraum zum anderen in unter 25 Sekunden laufen, zurück im Trab.',
      en: 'Run from one penalty box to the other in under 25 seconds and jog back.',
      es: 'Corre de un área a la otra en menos de 25 segundos y vuelve trotando.',
      fr: 'Cours d’une surface de réparation à l’autre en moins de 25 secondes, retour en trottinant.',
      nl: 'Loop van het ene strafschopgebied naar het andere in minder dan 25 seconden en dribbel terug.',
      pt: 'Corre de uma grande área à outra em menos de 25 segundos e volta a trote.',
    },
  },
  {
    progression: 'time', types: ['running', 'recovery'], equipment: [], injuries: [], minutes: [20, 30, 40],
    name: { de: 'Lockerer Dauerlauf', en: 'Easy continuous run', es: 'Carrera continua suave', fr: 'Footing léger', nl: 'Rustige duurloop', pt: 'Corrida contínua leve' },
    description: {
      de: 'Gleichmäßig in einem Tempo laufen, bei dem man sich noch unterhalten kann.',
      en: 'Run steadily at a pace at which you can still hold a conversation.',
      es: 'Corre a un ritmo constante que te permita mantener una conversación.',
      fr: 'Cours à allure régulière, en pouvant encore tenir une conversation.',
      nl: 'Loop gelijkmatig in een tempo waarin je nog kunt praten.',
      pt: 'Corre a um ritmo constante que ainda permita conversar.',
    },
  },
  // Mobility
  {
    progression: 'level', types: ['mobility'], equipment: ['exercise_mat'], injuries: ['groin_strain', 'hip_flexor_strain'], reps: 10, duration: 4,
    name: { de: '90/90-Hüftwechsel', en: 'Hip 90/90 switches', es: 'Cambios de cadera 90/90', fr: 'Bascules de hanches 90/90', nl: '90/90-heupwissels', pt: 'Trocas de anca 90/90' },
    description: {
      de: 'Im Sitz beide Knie im rechten Winkel und die Beine langsam von einer Seite zur anderen kippen.',
      en: 'Sitting with both knees at right angles, rotate the legs slowly from one side to the other.',
      es: 'Sentado con ambas rodillas en ángulo recto, gira las piernas despacio de un lado a otro.',
      fr: 'Assis, les deux genoux à angle droit, bascule lentement les jambes d’un côté à l’autre.',
      nl: 'Zittend met beide knieën in een rechte hoek de benen langzaam van de ene naar de andere kant draaien.',
      pt: 'Sentado com ambos os joelhos em ângulo reto, roda as pernas devagar de um lado para o outro.',
    },
  },
  {
    progression: 'level', types: ['mobility', 'warm-up'], equipment: [], injuries: ['hip_flexor_strain'], reps: 5, duration: 10, sides: 'each',
    name: { de: 'World’s Greatest Stretch', en: 'World’s greatest stretch', es: 'El mejor estiramiento del mundo', fr: 'Le meilleur étirement du monde', nl: 'World’s greatest stretch', pt: 'O melhor alongamento do mundo' },
    description: {
      de: 'Tiefer Ausfallschritt, Ellbogen zum Fußgelenk, dann den Arm zur Decke aufdrehen.',
      en: 'Deep lunge, elbow down to the instep, then rotate the arm up towards the sky.',
      es: 'Zancada profunda, codo hacia el tobillo y después gira el brazo hacia el cielo.',
      fr: 'Fente profonde, coude vers la cheville, puis ouvre le bras vers le ciel.',
      nl: 'Diepe lunge, elleboog naar de enkel, daarna de arm naar het plafond draaien.',
      pt: 'Afundo profundo, cotovelo ao tornozelo e depois roda o braço para o céu.',
    },
  },
  {
    progression: 'level', types: ['mobility', 'injury-prevention'], equipment: [], injuries: ['ankle_sprain', 'achilles_tendinopathy'], reps: 12, duration: 2, sides: 'each',
    name: { de: 'Sprunggelenksmobilisation an der Wand', en: 'Knee-to-wall ankle mobilisation', es: 'Movilidad de tobillo con rodilla a la pared', fr: 'Mobilité de cheville genou au mur', nl: 'Enkelmobilisatie met de knie naar de muur', pt: 'Mobilidade do tornozelo com o joelho à parede' },
    description: {
      de: 'Das Knie über die Zehen zur Wand schieben, ohne dass die Ferse abhebt.',
      en: 'Drive the knee over the toes to the wall without lifting the heel.',
      es: 'Lleva la rodilla por encima de los dedos hasta la pared sin levantar el talón.',
      fr: 'Avance le genou au-dessus des orteils jusqu’au mur sans décoller le talon.',
      nl: 'Duw de knie over de tenen naar de muur zonder dat de hiel loskomt.',
      pt: 'Leva o joelho por cima dos dedos até à parede sem levantar o calcanhar.',
    },
  },
  {
    progression: 'level', types: ['mobility'], equipment: ['exercise_mat'], injuries: ['lower_back_pain'], reps: 10, duration: 3, sides: 'each',
    name: { de: 'Rotation der Brustwirbelsäule', en: 'Thoracic rotations', es: 'Rotaciones torácicas', fr: 'Rotations thoraciques', nl: 'Thoracale rotaties', pt: 'Rotações torácicas' },
    description: {
      de: 'In Seitlage die Knie gebeugt lassen und den oberen Arm weit nach hinten aufdrehen.',
      en: 'Lying on your side with the knees bent, open the top arm wide behind you.',
      es: 'Tumbado de lado con las rodillas flexionadas, abre el brazo de arriba hacia atrás.',
      fr: 'Allongé sur le côté, genoux fléchis, ouvre largement le bras du dessus vers l’arrière.',
      nl: 'Op je zij met gebogen knieën de bovenste arm wijd naar achteren openen.',
      pt: 'Deitado de lado com os joelhos fletidos, abre o braço de cima bem para trás.',
    },
  },
  {
    progression: 'level', types: ['mobility', 'strength'], equipment: [], injuries: ['groin_strain'], reps: 6, duration: 4, sides: 'alternating',
    name: { de: 'Kosakenkniebeuge', en: 'Cossack squat', es: 'Sentadilla cosaca', fr: 'Squat cosaque', nl: 'Kozakkensquat', pt: 'Agachamento cossaco' },
    description: {
      de: 'Aus dem breiten Stand tief über ein Bein sinken, das andere bleibt gestreckt mit Zehen nach oben.',
      en: 'From a wide stance sink deep over one leg while the other stays straight, toes up.',
      es: 'Con las piernas abiertas, baja sobre una pierna mientras la otra queda estirada con la punta arriba.',
      fr: 'Jambes écartées, descends sur une jambe pendant que l’autre reste tendue, orteils vers le haut.',
      nl: 'Vanuit een brede stand diep over één been zakken terwijl het andere gestrekt blijft, tenen omhoog.',
      pt: 'Com as pernas afastadas, desce sobre uma perna enquanto a outra fica estendida com a ponta para cima.',
    },
  },
  // Eccentric
  {
    progression: 'level', types: ['eccentric', 'injury-prevention'], equipment: ['exercise_mat'], injuries: ['hamstring_strain'], reps: 5, duration: 5,
    name: { de: 'Nordic Hamstring Curl', en: 'Nordic hamstring curl', es: 'Curl nórdico de isquiotibiales', fr: 'Curl nordique des ischio-jambiers', nl: 'Nordic hamstring curl', pt: 'Curl nórdico dos isquiotibiais' },
    description: {
      de: 'Kniend, die Fersen werden fixiert; den Oberkörper so langsam wie möglich nach vorn sinken lassen.',
      en: 'Kneeling with the heels held down, lower the body forwards as slowly as you can.',
      es: 'De rodillas con los talones sujetos, deja caer el cuerpo hacia delante lo más despacio posible.',
      fr: 'À genoux, talons maintenus, descends le buste vers l’avant le plus lentement possible.',
      nl: 'Geknield met de hielen vastgehouden het lichaam zo langzaam mogelijk naar voren laten zakken.',
      pt: 'De joelhos com os calcanhares presos, deixa o corpo cair para a frente o mais devagar possível.',
    },
  },
  {
    progression: 'level', types: ['eccentric', 'injury-prevention'], equipment: [], injuries: ['achilles_tendinopathy', 'calf_strain'], reps: 15, duration: 4, sides: 'each',
    name: { de: 'Exzentrisches Fersenabsenken', en: 'Eccentric heel drops', es: 'Descensos excéntricos de talón', fr: 'Descentes excentriques du talon', nl: 'Excentrische hielzakkingen', pt: 'Descidas excêntricas do calcanhar' },
    description: {
      de: 'Auf beiden Füßen hochdrücken und auf einem Bein langsam unter die Stufenkante absenken.',
      en: 'Rise on both feet, then lower slowly on one leg below the edge of the step.',
      es: 'Sube con los dos pies y baja despacio con una sola pierna por debajo del borde del escalón.',
      fr: 'Monte sur les deux pieds puis redescends lentement sur une jambe sous le bord de la marche.',
      nl: 'Kom op beide voeten omhoog en zak langzaam op één been tot onder de rand van de trede.',
      pt: 'Sobe com os dois pés e desce devagar numa só perna abaixo da borda do degrau.',
    },
  },
  {
    progression: 'level', types: ['eccentric'], equipment: ['exercise_mat'], injuries: ['quadriceps_strain', 'hip_flexor_strain'], reps: 6, duration: 5,
    name: { de: 'Reverse Nordic', en: 'Reverse Nordic', es: 'Nórdico inverso', fr: 'Nordique inversé', nl: 'Reverse Nordic', pt: 'Nórdico invertido' },
    description: {
      de: 'Aufrecht kniend mit gerader Linie von Knie bis Kopf langsam nach hinten lehnen.',
      en: 'Kneeling upright, lean back slowly keeping a straight line from knees to head.',
      es: 'De rodillas y erguido, inclínate atrás despacio manteniendo recta la línea de rodillas a cabeza.',
      fr: 'À genoux, buste droit, penche-toi lentement en arrière en gardant l’alignement genoux-tête.',
      nl: 'Rechtop geknield langzaam achterover leunen met een rechte lijn van knie tot hoofd.',
      pt: 'De joelhos e direito, inclina-te para trás devagar mantendo a linha reta dos joelhos à cabeça.',
    },
  },
  {
    progression: 'level', types: ['eccentric'], equipment: [], injuries: ['patellar_tendinopathy'], reps: 10, duration: 4, sides: 'each',
    name: { de: 'Exzentrische einbeinige Kniebeuge auf dem Schrägbrett', en: 'Eccentric decline single-leg squat', es: 'Sentadilla excéntrica a una pierna en plano inclinado', fr: 'Squat excentrique unipodal sur plan incliné', nl: 'Excentrische eenbenige squat op een schuine plank', pt: 'Agachamento excêntrico unipodal em plano inclinado' },
    description: {
      de: 'Auf dem Schrägbrett auf einem Bein in drei Sekunden absenken und mit beiden Beinen aufstehen.',
      en: 'On the decline board, lower on one leg over three seconds and stand up on both.',
      es: 'En el plano inclinado, baja con una pierna en tres segundos y sube con las dos.',
      fr: 'Sur le plan incliné, descends sur une jambe en trois secondes et remonte sur les deux.',
      nl: 'Op de schuine plank in drie seconden op één been zakken en op twee benen omhoogkomen.',
      pt: 'No plano inclinado, desce numa perna em três segundos e sobe com as duas.',
    },
  },
  {
    progression: 'level', types: ['injury-prevention', 'eccentric'], equipment: ['weight_bench'], injuries: ['groin_strain', 'athletic_pubalgia'], reps: 6, duration: 5, sides: 'each',
    name: { de: 'Copenhagen Plank', en: 'Copenhagen plank', es: 'Plancha Copenhague', fr: 'Gainage Copenhague', nl: 'Copenhagen plank', pt: 'Prancha de Copenhaga' },
    description: {
      de: 'Im Seitstütz liegt das obere Bein auf der Bank; die Hüfte heben und langsam wieder senken.',
      en: 'In a side plank with the top leg on the bench, lift the hips and lower them slowly.',
      es: 'En plancha lateral con la pierna de arriba sobre el banco, sube la cadera y bájala despacio.',
      fr: 'En gainage latéral, jambe du dessus sur le banc, monte les hanches puis redescends lentement.',
      nl: 'In zijplank met het bovenste been op de bank de heupen optillen en langzaam laten zakken.',
      pt: 'Em prancha lateral com a perna de cima no banco, sobe a anca e desce-a devagar.',
    },
  },
  // Injury prevention
  {
    progression: 'level', types: ['injury-prevention'], equipment: ['exercise_mat'], injuries: ['lower_back_pain', 'groin_strain'], reps: 3, duration: 20, sides: 'each',
    name: { de: 'Seitstütz', en: 'Side plank', es: 'Plancha lateral', fr: 'Gainage latéral', nl: 'Zijplank', pt: 'Prancha lateral' },
    description: {
      de: 'Auf Unterarm und Fußkante stützen und den Körper in einer geraden Linie halten.',
      en: 'Support yourself on the forearm and the side of the foot, body in a straight line.',
      es: 'Apóyate en el antebrazo y el borde del pie con el cuerpo en línea recta.',
      fr: 'En appui sur l’avant-bras et la tranche du pied, garde le corps bien aligné.',
      nl: 'Steun op onderarm en voetrand en houd het lichaam in een rechte lijn.',
      pt: 'Apoia-te no antebraço e no bordo do pé com o corpo em linha reta.',
    },
  },
  {
    progression: 'level', types: ['injury-prevention', 'full-body'], equipment: ['exercise_mat'], injuries: ['lower_back_pain'], reps: 3, duration: 30,
    name: { de: 'Unterarmstütz', en: 'Front plank', es: 'Plancha frontal', fr: 'Gainage ventral', nl: 'Plank', pt: 'Prancha frontal' },
    description: {
      de: 'Auf Unterarmen und Zehen, Bauch und Gesäß angespannt, der Rücken bleibt gerade.',
      en: 'On forearms and toes, brace the stomach and glutes and keep the back flat.',
      es: 'Sobre antebrazos y puntas de los pies, aprieta abdomen y glúteos con la espalda recta.',
      fr: 'Sur les avant-bras et les orteils, serre abdominaux et fessiers, dos bien plat.',
      nl: 'Op onderarmen en tenen, buik en billen aangespannen en de rug recht.',
      pt: 'Apoiado nos antebraços e nas pontas dos pés, contrai abdominais e glúteos com as costas direitas.',
    },
  },
  {
    progression: 'level', types: ['injury-prevention'], equipment: ['balance_pad'], injuries: ['ankle_sprain', 'acl_tear'], reps: 3, duration: 30, sides: 'each',
    name: { de: 'Einbeinstand auf dem Balancekissen', en: 'Single-leg balance on a pad', es: 'Equilibrio a una pierna sobre cojín', fr: 'Équilibre unipodal sur coussin', nl: 'Eenbenige balans op een kussen', pt: 'Equilíbrio unipodal na almofada' },
    description: {
      de: 'Auf einem Bein auf dem Kissen stehen, Knie leicht gebeugt, dabei einen Ball fangen.',
      en: 'Stand on one leg on the pad, knee slightly bent, while catching a ball.',
      es: 'De pie a una pierna sobre el cojín, rodilla algo flexionada, mientras atrapas un balón.',
      fr: 'Tiens sur une jambe sur le coussin, genou légèrement fléchi, en attrapant un ballon.',
      nl: 'Sta op één been op het kussen, knie licht gebogen, terwijl je een bal vangt.',
      pt: 'Fica numa perna em cima da almofada, joelho ligeiramente fletido, enquanto apanhas uma bola.',
    },
  },
  {
    progression: 'level', types: ['injury-prevention', 'strength'], equipment: ['exercise_mat'], injuries: ['hamstring_strain'], reps: 10, duration: 3, sides: 'each',
    name: { de: 'Einbeinige Glute Bridge', en: 'Single-leg glute bridge', es: 'Puente de glúteo a una pierna', fr: 'Pont fessier unipodal', nl: 'Eenbenige bilbrug', pt: 'Ponte de glúteo unipodal' },
    description: {
      de: 'In Rückenlage auf einer Ferse die Hüfte hochdrücken, bis Knie, Hüfte und Schulter eine Linie bilden.',
      en: 'Lying on your back, drive up through one heel until knee, hip and shoulder form a line.',
      es: 'Tumbado boca arriba, empuja con un talón hasta alinear rodilla, cadera y hombro.',
      fr: 'Allongé sur le dos, pousse sur un talon jusqu’à aligner genou, hanche et épaule.',
      nl: 'Op je rug via één hiel de heupen omhoogduwen tot knie, heup en schouder één lijn vormen.',
      pt: 'Deitado de costas, empurra com um calcanhar até alinhar joelho, anca e ombro.',
    },
  },
  {
    progression: 'level', types: ['injury-prevention', 'warm-up'], equipment: ['mini_band'], injuries: ['acl_tear', 'it_band_syndrome'], reps: 12, duration: 2, sides: 'alternating',
    name: { de: 'Monster Walk mit Mini-Band', en: 'Mini band monster walk', es: 'Monster walk con minibanda', fr: 'Marche du monstre avec mini-bande', nl: 'Monster walk met mini-band', pt: 'Monster walk com minibanda' },
    description: {
      de: 'Mit dem Band über den Knien in halber Hocke diagonal vorwärts gehen, Knie drücken nach außen.',
      en: 'With the band above the knees, walk diagonally forwards in a half squat, pushing the knees out.',
      es: 'Con la banda sobre las rodillas, camina en diagonal en media sentadilla empujando las rodillas hacia fuera.',
      fr: 'Bande au-dessus des genoux, avance en diagonale en demi-squat en poussant les genoux vers l’extérieur.',
      nl: 'Met de band boven de knieën in een halve squat diagonaal vooruit lopen, knieën naar buiten.',
      pt: 'Com a banda acima dos joelhos, caminha na diagonal em meio agachamento empurrando os joelhos para fora.',
    },
  },
  // Cool-down
  {
    progression: 'time', types: ['cool-down', 'running'], equipment: [], injuries: [], minutes: [5, 8, 10],
    name: { de: 'Auslaufen', en: 'Jog-to-walk cool-down', es: 'Vuelta a la calma trotando', fr: 'Retour au calme en trottinant', nl: 'Uitlopen', pt: 'Retorno à calma a trotar' },
    description: {
      de: 'Locker traben und allmählich ins Gehen übergehen, bis sich die Atmung beruhigt.',
      en: 'Jog easily and gradually slow to a walk until your breathing settles.',
      es: 'Trota suave y pasa poco a poco a caminar hasta que la respiración se calme.',
      fr: 'Trottine tranquillement puis passe peu à peu à la marche jusqu’à ce que le souffle se calme.',
      nl: 'Rustig dribbelen en geleidelijk overgaan in wandelen tot je ademhaling rustig is.',
      pt: 'Trota suavemente e passa aos poucos a caminhar até a respiração acalmar.',
    },
  },
  {
    progression: 'time', types: ['cool-down'], equipment: [], injuries: ['hamstring_strain'], minutes: [2, 3, 4],
    name: { de: 'Dehnung der hinteren Oberschenkel im Stand', en: 'Standing hamstring stretch', es: 'Estiramiento de isquiotibiales de pie', fr: 'Étirement des ischio-jambiers debout', nl: 'Staande hamstringstretch', pt: 'Alongamento dos isquiotibiais em pé' },
    description: {
      de: 'Ferse auf eine niedrige Erhöhung, mit geradem Rücken aus der Hüfte nach vorn neigen.',
      en: 'Heel on a low step, hinge forwards from the hips with a straight back.',
      es: 'Talón sobre un escalón bajo, inclínate desde la cadera con la espalda recta.',
      fr: 'Talon posé sur une marche basse, penche-toi depuis les hanches, dos droit.',
      nl: 'Hiel op een lage verhoging, vanuit de heupen vooroverbuigen met een rechte rug.',
      pt: 'Calcanhar num degrau baixo, inclina-te a partir da anca com as costas direitas.',
    },
  },
  {
    progression: 'time', types: ['cool-down'], equipment: [], injuries: ['quadriceps_strain'], minutes: [2, 3, 4],
    name: { de: 'Quadrizepsdehnung im Stand', en: 'Standing quad stretch', es: 'Estiramiento de cuádriceps de pie', fr: 'Étirement des quadriceps debout', nl: 'Staande quadricepsstretch', pt: 'Alongamento do quadricípite em pé' },
    description: {
      de: 'Den Fuß zum Gesäß ziehen, Knie zeigen nach unten, Hüfte leicht nach vorn schieben.',
      en: 'Pull the foot to the glutes, knees pointing down, pushing the hips slightly forwards.',
      es: 'Lleva el pie al glúteo con las rodillas hacia abajo y adelanta un poco la cadera.',
      fr: 'Ramène le pied vers les fessiers, genoux vers le bas, hanches légèrement en avant.',
      nl: 'Trek de voet naar de billen, knieën naar beneden, heupen licht naar voren.',
      pt: 'Leva o pé ao glúteo com os joelhos para baixo e empurra ligeiramente a anca para a frente.',
    },
  },
  {
    progression: 'time', types: ['cool-down', 'mobility'], equipment: ['exercise_mat'], injuries: ['hip_flexor_strain'], minutes: [2, 3, 4],
    name: { de: 'Hüftbeugerdehnung im Kniestand', en: 'Kneeling hip flexor stretch', es: 'Estiramiento del flexor de cadera de rodillas', fr: 'Étirement du psoas à genou', nl: 'Heupbuigerstretch in kniezit', pt: 'Alongamento do flexor da anca ajoelhado' },
    description: {
      de: 'Im Halbkniestand das Becken aufrichten und die Hüfte nach vorn schieben.',
      en: 'In a half-kneeling position, tuck the pelvis under and shift the hips forwards.',
      es: 'Con una rodilla en el suelo, bascula la pelvis y lleva la cadera hacia delante.',
      fr: 'En fente, genou au sol, rétroverse le bassin et avance les hanches.',
      nl: 'In halve kniezit het bekken kantelen en de heupen naar voren schuiven.',
      pt: 'Com um joelho no chão, encaixa a bacia e leva a anca para a frente.',
    },
  },
  {
    progression: 'time', types: ['cool-down', 'recovery'], equipment: ['exercise_mat'], injuries: ['lower_back_pain'], minutes: [2, 4, 6],
    name: { de: 'Atmung in der Kindhaltung', en: 'Child’s pose breathing', es: 'Respiración en la postura del niño', fr: 'Respiration en posture de l’enfant', nl: 'Ademhaling in kindhouding', pt: 'Respiração na postura da criança' },
    description: {
      de: 'Auf den Fersen sitzend die Arme weit nach vorn legen und tief in den Rücken atmen.',
      en: 'Sitting back on the heels with the arms stretched forwards, breathe deep into the back.',
      es: 'Sentado sobre los talones con los brazos estirados al frente, respira hondo hacia la espalda.',
      fr: 'Assis sur les talons, bras allongés devant, respire profondément dans le dos.',
      nl: 'Zittend op de hielen met de armen ver naar voren diep in de rug ademen.',
      pt: 'Sentado sobre os calcanhares com os braços esticados à frente, respira fundo para as costas.',
    },
  },
  // Rest
  {
    progression: 'time', types: ['rest', 'recovery'], equipment: [], injuries: [], minutes: [10, 20, 30],
    name: { de: 'Aktive Pause: Spaziergang', en: 'Active rest walk', es: 'Descanso activo: paseo', fr: 'Repos actif : marche', nl: 'Actieve rust: wandeling', pt: 'Descanso ativo: caminhada' },
    description: {
      de: 'Ein ruhiger Spaziergang an der frischen Luft statt Training am Tag nach dem Spiel.',
      en: 'A calm walk in the fresh air instead of training on the day after a match.',
      es: 'Un paseo tranquilo al aire libre en lugar de entrenar el día después del partido.',
      fr: 'Une marche tranquille au grand air à la place de l’entraînement, le lendemain du match.',
      nl: 'Een rustige wandeling in de buitenlucht in plaats van training op de dag na de wedstrijd.',
      pt: 'Uma caminhada calma ao ar livre em vez de treinar no dia seguinte ao jogo.',
    },
  },
  {
    progression: 'time', types: ['rest', 'cool-down'], equipment: [], injuries: [], minutes: [3, 5, 10],
    name: { de: 'Box-Atmung', en: 'Box breathing', es: 'Respiración cuadrada', fr: 'Respiration carrée', nl: 'Box-ademhaling', pt: 'Respiração quadrada' },
    description: {
      de: 'Vier Sekunden einatmen, vier halten, vier ausatmen, vier halten.',
      en: 'Breathe in for four seconds, hold for four, breathe out for four, hold for four.',
      es: 'Inspira cuatro segundos, retén cuatro, espira cuatro y retén cuatro.',
      fr: 'Inspire quatre secondes, bloque quatre, expire quatre, bloque quatre.',
      nl: 'Vier seconden inademen, vier vasthouden, vier uitademen, vier vasthouden.',
      pt: 'Inspira quatro segundos, sustém quatro, expira quatro e sustém quatro.',
    },
  },
  {
    progression: 'time', types: ['rest'], equipment: ['stopwatch'], injuries: [], minutes: [1, 2, 3],
    name: { de: 'Passive Satzpause', en: 'Passive rest between sets', es: 'Pausa pasiva entre series', fr: 'Repos passif entre les séries', nl: 'Passieve rust tussen sets', pt: 'Pausa passiva entre séries' },
    description: {
      de: 'Sitzen oder stehen, trinken und die Atmung beruhigen, bevor der nächste Satz beginnt.',
      en: 'Sit or stand, drink and let your breathing settle before the next set.',
      es: 'Siéntate o quédate de pie, bebe y deja que la respiración se calme antes de la siguiente serie.',
      fr: 'Assieds-toi ou reste debout, bois et laisse ton souffle se calmer avant la série suivante.',
      nl: 'Zit of sta, drink en laat je ademhaling rustig worden voor de volgende set.',
      pt: 'Senta-te ou fica de pé, bebe e deixa a respiração acalmar antes da série seguinte.',
    },
  },
  // Alternative training
  {
    progression: 'time', types: ['alternative', 'running'], equipment: ['aqua_belt'], injuries: ['shin_splints', 'metatarsal_fracture', 'achilles_tendinopathy'], minutes: [20, 30, 40],
    name: { de: 'Aqua-Jogging', en: 'Aqua jogging', es: 'Aquajogging', fr: 'Aquajogging', nl: 'Aquajoggen', pt: 'Aqua jogging' },
    description: {
      de: 'Mit Auftriebsgürtel im tiefen Wasser laufen, ohne den Boden zu berühren.',
      en: 'Run in deep water wearing a buoyancy belt, without touching the bottom.',
      es: 'Corre en aguas profundas con cinturón de flotación, sin tocar el fondo.',
      fr: 'Cours en eau profonde avec une ceinture de flottaison, sans toucher le fond.',
      nl: 'Loop met een drijfband in diep water zonder de bodem te raken.',
      pt: 'Corre em água funda com cinto de flutuação, sem tocar no fundo.',
    },
  },
  {
    progression: 'level', types: ['alternative', 'hiit'], equipment: ['exercise_bike', 'stopwatch'], injuries: ['ankle_sprain', 'shin_splints'], reps: 6, duration: 30, gym: true,
    name: { de: 'Intervalle auf dem Fahrradergometer', en: 'Exercise bike intervals', es: 'Intervalos en bicicleta estática', fr: 'Intervalles sur vélo d’appartement', nl: 'Intervallen op de hometrainer', pt: 'Intervalos na bicicleta estática' },
    description: {
      de: '30 Sekunden mit hohem Widerstand treten, 90 Sekunden locker kurbeln.',
      en: 'Pedal hard against high resistance for thirty seconds, spin easily for ninety.',
      es: 'Pedalea fuerte con mucha resistencia treinta segundos y suelta noventa.',
      fr: 'Pédale fort avec une grosse résistance pendant trente secondes, puis tourne les jambes quatre-vingt-dix secondes.',
      nl: 'Trap dertig seconden hard tegen hoge weerstand en fiets daarna negentig seconden rustig.',
      pt: 'Pedala forte com muita resistência trinta segundos e solta durante noventa.',
    },
  },
  {
    progression: 'time', types: ['alternative', 'recovery'], equipment: [], injuries: ['lower_back_pain', 'metatarsal_fracture'], minutes: [15, 25, 35],
    name: { de: 'Lockeres Schwimmen', en: 'Easy swimming', es: 'Natación suave', fr: 'Natation légère', nl: 'Rustig zwemmen', pt: 'Natação leve' },
    description: {
      de: 'Ruhige Bahnen im Wechsel von Brust und Kraul, um die Beine zu entlasten.',
      en: 'Calm lengths alternating breaststroke and front crawl to take the load off the legs.',
      es: 'Largos tranquilos alternando braza y crol para descargar las piernas.',
      fr: 'Longueurs tranquilles en alternant brasse et crawl pour soulager les jambes.',
      nl: 'Rustige baantjes afwisselend schoolslag en borstcrawl om de benen te ontlasten.',
      pt: 'Piscinas calmas alternando bruços e crol para aliviar as pernas.',
    },
  },
  {
    progression: 'time', types: ['alternative', 'mobility', 'recovery'], equipment: ['exercise_mat'], injuries: ['lower_back_pain', 'hip_flexor_strain'], minutes: [15, 20, 30],
    name: { de: 'Yoga-Flow für Fußballer', en: 'Yoga flow for footballers', es: 'Yoga para futbolistas', fr: 'Yoga pour footballeurs', nl: 'Yogaflow voor voetballers', pt: 'Yoga para futebolistas' },
    description: {
      de: 'Eine ruhige Abfolge für Hüfte, Oberschenkelrückseite und Rücken, im Rhythmus der Atmung.',
      en: 'A calm sequence for the hips, hamstrings and back, moving with the breath.',
      es: 'Una secuencia tranquila para cadera, isquiotibiales y espalda al ritmo de la respiración.',
      fr: 'Un enchaînement calme pour les hanches, les ischios et le dos, au rythme de la respiration.',
      nl: 'Een rustige reeks voor heupen, hamstrings en rug, op het ritme van de ademhaling.',
      pt: 'Uma sequência calma para a anca, os isquiotibiais e as costas, ao ritmo da respiração.',
    },
  },
  // Recovery
  {
    progression: 'time', types: ['recovery'], equipment: ['foam_roller'], injuries: ['quadriceps_strain', 'it_band_syndrome'], minutes: [2, 3, 5],
    name: { de: 'Faszienrolle: Oberschenkelvorderseite', en: 'Foam rolling: quadriceps', es: 'Rodillo de espuma: cuádriceps', fr: 'Rouleau de massage : quadriceps', nl: 'Foamrollen: quadriceps', pt: 'Rolo de espuma: quadricípite' },
    description: {
      de: 'In Bauchlage langsam von der Hüfte bis knapp über das Knie rollen und auf festen Stellen verweilen.',
      en: 'Face down, roll slowly from the hip to just above the knee, pausing on tight spots.',
      es: 'Boca abajo, rueda despacio de la cadera hasta encima de la rodilla y detente en los puntos tensos.',
      fr: 'Sur le ventre, roule lentement de la hanche jusqu’au-dessus du genou en t’arrêtant sur les zones tendues.',
      nl: 'Op je buik langzaam van heup tot net boven de knie rollen en blijven hangen op strakke plekken.',
      pt: 'De barriga para baixo, rola devagar da anca até acima do joelho e para nos pontos tensos.',
    },
  },
  {
    progression: 'time', types: ['recovery', 'cool-down'], equipment: ['foam_roller'], injuries: ['calf_strain', 'shin_splints'], minutes: [2, 3, 5],
    name: { de: 'Faszienrolle: Waden', en: 'Foam rolling: calves', es: 'Rodillo de espuma: gemelos', fr: 'Rouleau de massage : mollets', nl: 'Foamrollen: kuiten', pt: 'Rolo de espuma: gémeos' },
    description: {
      de: 'Ein Bein über das andere legen und die Wade von der Achillessehne bis zur Kniekehle rollen.',
      en: 'Cross one leg over the other and roll the calf from the Achilles up to the back of the knee.',
      es: 'Cruza una pierna sobre la otra y rueda el gemelo desde el tendón de Aquiles hasta la corva.',
      fr: 'Croise une jambe sur l’autre et roule le mollet du tendon d’Achille jusqu’au creux du genou.',
      nl: 'Leg één been over het andere en rol de kuit van de achillespees tot de knieholte.',
      pt: 'Cruza uma perna sobre a outra e rola o gémeo do tendão de Aquiles até à dobra do joelho.',
    },
  },
  {
    progression: 'time', types: ['recovery'], equipment: ['massage_ball'], injuries: ['lower_back_pain', 'hamstring_strain'], minutes: [2, 3, 5],
    name: { de: 'Massageball für das Gesäß', en: 'Massage ball: glutes', es: 'Pelota de masaje: glúteos', fr: 'Balle de massage : fessiers', nl: 'Massagebal: bilspieren', pt: 'Bola de massagem: glúteos' },
    description: {
      de: 'Auf dem Ball sitzen und in kleinen Kreisen die Gesäßmuskulatur lockern.',
      en: 'Sit on the ball and loosen the glutes with small circles.',
      es: 'Siéntate sobre la pelota y suelta los glúteos con pequeños círculos.',
      fr: 'Assieds-toi sur la balle et détends les fessiers par petits cercles.',
      nl: 'Ga op de bal zitten en maak de bilspieren los met kleine cirkels.',
      pt: 'Senta-te na bola e solta os glúteos com pequenos círculos.',
    },
  },
  {
    progression: 'time', types: ['recovery', 'rest'], equipment: ['exercise_mat'], injuries: [], minutes: [5, 10, 15],
    name: { de: 'Beine hoch an der Wand', en: 'Legs up the wall', es: 'Piernas en la pared', fr: 'Jambes contre le mur', nl: 'Benen tegen de muur', pt: 'Pernas na parede' },
    description: {
      de: 'In Rückenlage die Beine senkrecht an die Wand legen und ruhig atmen.',
      en: 'Lie on your back with the legs straight up the wall and breathe calmly.',
      es: 'Tumbado boca arriba, apoya las piernas rectas en la pared y respira con calma.',
      fr: 'Allongé sur le dos, jambes tendues contre le mur, respire calmement.',
      nl: 'Lig op je rug met de benen recht omhoog tegen de muur en adem rustig.',
      pt: 'Deitado de costas, encosta as pernas esticadas à parede e respira com calma.',
    },
  },
  {
    progression: 'time', types: ['recovery'], equipment: [], injuries: [], minutes: [3, 5, 8],
    name: { de: 'Wechseldusche', en: 'Contrast shower', es: 'Ducha de contraste', fr: 'Douche écossaise', nl: 'Contrastdouche', pt: 'Duche de contraste' },
    description: {
      de: 'Im Wechsel eine Minute warm und 30 Sekunden kalt duschen, mit kalt beenden.',
      en: 'Alternate one minute warm and thirty seconds cold, finishing on cold.',
      es: 'Alterna un minuto de agua caliente y treinta segundos de fría, terminando con fría.',
      fr: 'Alterne une minute d’eau chaude et trente secondes d’eau froide, en finissant par le froid.',
      nl: 'Wissel één minuut warm en dertig seconden koud af en eindig met koud.',
      pt: 'Alterna um minuto de água quente e trinta segundos de fria, terminando com fria.',
    },
  },
];
