import type { TOUR_TEXT_FIELDS, Translations } from "../../../../domain/translations.ts";

/**
 * The demo tours' texts in the other languages, keyed by tour slug (English lives in ../tours.ts).
 * Itinerary lines keep the English "HH:MM - " times. French uses a no-break space (U+00A0) before
 * colons, semicolons, question and exclamation marks, and the typographic apostrophe.
 */
export const SEED_TOUR_TRANSLATIONS: Readonly<Record<string, Translations<typeof TOUR_TEXT_FIELDS>>> = {
  algarve: {
    pt: {
      name: "Costa do Algarve – dia inteiro",
      description:
        "Descubra o troço mais espetacular da costa algarvia num dia inesquecível, com um motorista " +
        "privado só para si. Da famosa gruta marinha de Benagil às falésias douradas e grutas da Ponta " +
        "da Piedade, passando pelo centro histórico de Lagos e pelo promontório selvagem do Cabo de São " +
        "Vicente, este tour liga os melhores miradouros, vilas piscatórias e praias da região, ao seu " +
        "ritmo. Recolha e regresso ao seu hotel ou moradia, em qualquer ponto do Algarve.",
      itinerary: [
        "09:00 - Recolha no seu hotel ou moradia no Algarve",
        "09:45 - Benagil: caminhada pelo alto das falésias, sobre a famosa gruta marinha (passeio de barco opcional, se o tempo o permitir)",
        "10:45 - Carvoeiro: passadiço e formações rochosas do Algar Seco",
        "11:45 - Lagos: farol, grutas e miradouros da Ponta da Piedade",
        "12:30 - Almoço e tempo livre no centro histórico de Lagos",
        "14:15 - Sagres: a fortaleza do século XV e as falésias da Costa Vicentina",
        "15:15 - Cabo de São Vicente: farol e vistas panorâmicas sobre o Atlântico",
        "16:00 - Paragem para um café na Praia da Luz",
        "17:00 - Regresso ao seu hotel",
      ].join("\n"),
      highlights: [
        "Percurso pelo alto das falésias sobre a gruta marinha de Benagil",
        "Formações rochosas do Algar Seco, em Carvoeiro",
        "Grutas e leixões da Ponta da Piedade",
        "Centro histórico e marina de Lagos",
        "Fortaleza de Sagres e Cabo de São Vicente, o extremo sudoeste da Europa",
      ],
      inclusions: [
        "Viatura privada com ar condicionado, exclusiva para o seu grupo",
        "Motorista profissional que fala inglês",
        "Recolha e regresso ao seu alojamento no Algarve",
        "Combustível, portagens e estacionamento",
        "Água engarrafada a bordo",
        "IVA",
      ],
      exclusions: [
        "Almoço e bebidas",
        "Passeio de barco em Benagil e entradas",
        "Gorjetas",
        "Tempo além das 8 horas (cobrado por hora adicional)",
      ],
    },
    fr: {
      name: "La côte de l’Algarve en une journée",
      description:
        "Découvrez la portion la plus spectaculaire du littoral de l’Algarve le temps d’une journée " +
        "inoubliable, avec votre propre chauffeur privé. De la célèbre grotte marine de Benagil aux " +
        "falaises dorées et aux grottes de Ponta da Piedade, en passant par la vieille ville de Lagos " +
        "et le promontoire sauvage du cap Saint-Vincent (Cabo de São Vicente), ce circuit relie à votre " +
        "rythme les plus beaux points de vue, villages de pêcheurs et plages de la région. Prise en " +
        "charge et retour à votre hôtel ou à votre villa, partout en Algarve.",
      itinerary: [
        "09:00 - Prise en charge à votre hôtel ou à votre villa en Algarve",
        "09:45 - Benagil : promenade au sommet des falaises qui surplombent la célèbre grotte marine (sortie en bateau en option, si la météo le permet)",
        "10:45 - Carvoeiro : la passerelle en bois et les formations rocheuses d’Algar Seco",
        "11:45 - Lagos : phare, grottes et points de vue de Ponta da Piedade",
        "12:30 - Déjeuner et temps libre dans la vieille ville de Lagos",
        "14:15 - Sagres : la forteresse du XVe siècle et les falaises de la Costa Vicentina",
        "15:15 - Cap Saint-Vincent (Cabo de São Vicente) : le phare et de vastes panoramas sur l’Atlantique",
        "16:00 - Pause café à Praia da Luz",
        "17:00 - Retour à votre hôtel",
      ].join("\n"),
      highlights: [
        "Sentier au sommet des falaises, au-dessus de la grotte marine de Benagil",
        "Formations rocheuses d’Algar Seco, à Carvoeiro",
        "Grottes et aiguilles rocheuses de Ponta da Piedade",
        "Vieille ville historique et marina de Lagos",
        "Forteresse de Sagres et cap Saint-Vincent, pointe sud-ouest de l’Europe",
      ],
      inclusions: [
        "Véhicule privé climatisé, réservé à votre seul groupe",
        "Chauffeur professionnel anglophone",
        "Prise en charge et retour à votre hébergement en Algarve",
        "Carburant, péages et stationnement",
        "Eau en bouteille à bord",
        "TVA",
      ],
      exclusions: [
        "Déjeuner et boissons",
        "Sortie en bateau à Benagil et droits d’entrée",
        "Pourboires",
        "Temps au-delà de 8 heures (facturé par heure supplémentaire)",
      ],
    },
    es: {
      name: "La costa del Algarve en un día",
      description:
        "Descubra el tramo más espectacular de la costa del Algarve en un día inolvidable, con su " +
        "propio conductor privado. De la famosa cueva marina de Benagil a los acantilados dorados y " +
        "las grutas de Ponta da Piedade, pasando por el casco antiguo de Lagos y el agreste cabo de " +
        "San Vicente (Cabo de São Vicente), esta excursión une a su ritmo los mejores miradores, " +
        "pueblos pesqueros y playas de la región. Recogida y regreso a su hotel o villa, en " +
        "cualquier punto del Algarve.",
      itinerary: [
        "09:00 - Recogida en su hotel o villa del Algarve",
        "09:45 - Benagil: paseo por lo alto de los acantilados sobre la famosa cueva marina (excursión en barco opcional, si el tiempo lo permite)",
        "10:45 - Carvoeiro: la pasarela de madera y las formaciones rocosas de Algar Seco",
        "11:45 - Lagos: faro, grutas y miradores de Ponta da Piedade",
        "12:30 - Almuerzo y tiempo libre en el casco antiguo de Lagos",
        "14:15 - Sagres: la fortaleza del siglo XV y los acantilados de la Costa Vicentina",
        "15:15 - Cabo de San Vicente (Cabo de São Vicente): el faro y amplias vistas sobre el Atlántico",
        "16:00 - Parada para tomar un café en Praia da Luz",
        "17:00 - Regreso a su hotel",
      ].join("\n"),
      highlights: [
        "Sendero por lo alto de los acantilados sobre la cueva marina de Benagil",
        "Formaciones rocosas de Algar Seco, en Carvoeiro",
        "Grutas y farallones de Ponta da Piedade",
        "Casco histórico y puerto deportivo de Lagos",
        "Fortaleza de Sagres y cabo de San Vicente, el extremo suroeste de Europa",
      ],
      inclusions: [
        "Vehículo privado con aire acondicionado, solo para su grupo",
        "Conductor profesional de habla inglesa",
        "Recogida y regreso a su alojamiento en el Algarve",
        "Combustible, peajes y aparcamiento",
        "Agua embotellada a bordo",
        "IVA",
      ],
      exclusions: [
        "Almuerzo y bebidas",
        "Excursión en barco en Benagil y entradas",
        "Propinas",
        "Tiempo que exceda las 8 horas (se factura por hora adicional)",
      ],
    },
    zh: {
      name: "阿尔加维海岸一日游",
      description:
        "由专属私人司机陪同，用难忘的一天探索阿尔加维海岸最壮观的一段。从著名的贝纳吉尔（Benagil）" +
        "海蚀洞，到皮耶达德角（Ponta da Piedade）的金色悬崖与岩洞，再到拉各斯（Lagos）老城和荒野" +
        "壮阔的圣维森特角（Cabo de São Vicente），这条线路串联起该地区最美的观景点、渔村与海滩，" +
        "节奏由您掌握。可在阿尔加维任何地方的酒店或别墅上门接送。",
      itinerary: [
        "09:00 - 前往您在阿尔加维的酒店或别墅接您",
        "09:45 - 贝纳吉尔：沿崖顶漫步，俯瞰著名的海蚀洞（可选乘船游览，视天气而定）",
        "10:45 - 卡尔沃埃罗（Carvoeiro）：木栈道与阿尔加塞科（Algar Seco）奇岩",
        "11:45 - 拉各斯：皮耶达德角灯塔、岩洞与观景点",
        "12:30 - 在拉各斯老城享用午餐并自由活动",
        "14:15 - 萨格里什（Sagres）：15 世纪要塞与维森蒂娜海岸（Costa Vicentina）的悬崖",
        "15:15 - 圣维森特角：灯塔与大西洋壮阔全景",
        "16:00 - 在卢斯海滩（Praia da Luz）稍作停留，喝杯咖啡",
        "17:00 - 返回酒店",
      ].join("\n"),
      highlights: [
        "贝纳吉尔海蚀洞上方的崖顶步道",
        "卡尔沃埃罗的阿尔加塞科（Algar Seco）奇岩",
        "皮耶达德角的岩洞与海蚀柱",
        "拉各斯历史老城与游艇码头",
        "萨格里什要塞与欧洲西南端的圣维森特角",
      ],
      inclusions: [
        "空调私人专车，仅供您的团队使用",
        "会说英语的专业司机",
        "阿尔加维住宿地点上门接送",
        "燃油费、过路费和停车费",
        "车上提供瓶装水",
        "增值税",
      ],
      exclusions: [
        "午餐及饮品",
        "贝纳吉尔乘船游览及门票",
        "小费",
        "超过 8 小时的部分（按额外小时计费）",
      ],
    },
  },
  fatima: {
    pt: {
      name: "Peregrinação a Fátima – dia inteiro",
      description:
        "Uma viagem privada de um dia, do Algarve ao Santuário de Fátima, um dos mais importantes " +
        "santuários marianos do mundo. Reze na Capelinha das Aparições, visite a Basílica de Nossa " +
        "Senhora do Rosário e a Basílica da Santíssima Trindade e siga os passos dos três pastorinhos " +
        "até às casas das suas famílias, em Aljustrel, e aos Valinhos. No regresso, pare no gótico " +
        "Mosteiro da Batalha, Património Mundial da UNESCO. A longa viagem faz-se com todo o conforto, " +
        "e há tempo no Santuário para a missa ou para um momento de recolhimento.",
      itinerary: [
        "07:30 - Recolha no seu hotel ou moradia no Algarve",
        "11:00 - Chegada ao Santuário de Fátima: Capelinha das Aparições, tempo para a missa ou para a oração",
        "11:45 - Basílica de Nossa Senhora do Rosário e Basílica da Santíssima Trindade",
        "13:00 - Pausa para almoço em Fátima",
        "14:15 - Aljustrel: as casas de Lúcia, Francisco e Jacinta",
        "14:45 - Valinhos: Via-Sacra e local das aparições do Anjo",
        "15:30 - Mosteiro da Batalha",
        "16:15 - Viagem de regresso ao Algarve",
        "19:30 - Chegada ao seu hotel",
      ].join("\n"),
      highlights: [
        "Capelinha das Aparições, o coração do Santuário",
        "Basílica de Nossa Senhora do Rosário e os túmulos dos pastorinhos",
        "Basílica da Santíssima Trindade",
        "Aldeia de Aljustrel e Via-Sacra até aos Valinhos",
        "Mosteiro da Batalha (Património Mundial da UNESCO)",
      ],
      inclusions: [
        "Viatura privada com ar condicionado, exclusiva para o seu grupo",
        "Motorista profissional que fala inglês",
        "Recolha e regresso ao seu alojamento no Algarve",
        "Combustível, portagens de autoestrada e estacionamento",
        "Água engarrafada a bordo",
        "IVA",
      ],
      exclusions: [
        "Almoço e bebidas",
        "Entrada no Mosteiro da Batalha",
        "Velas e ofertas no Santuário",
        "Gorjetas",
        "Tempo além das 12 horas (cobrado por hora adicional)",
      ],
    },
    fr: {
      name: "Pèlerinage à Fátima en une journée",
      description:
        "Une excursion privée à la journée, de l’Algarve au sanctuaire de Fátima, l’un des plus " +
        "importants sanctuaires mariaux au monde. Priez à la chapelle des Apparitions (Capelinha das " +
        "Aparições), visitez la basilique Notre-Dame-du-Rosaire et la basilique de la Très-Sainte-" +
        "Trinité, puis marchez dans les pas des trois petits bergers jusqu’aux maisons de leurs " +
        "familles, à Aljustrel, et aux Valinhos. Sur le chemin du retour, halte au monastère gothique " +
        "de Batalha, inscrit au patrimoine mondial de l’UNESCO. Le long trajet se fait en tout confort, " +
        "et vous disposez de temps au sanctuaire pour la messe ou un moment de recueillement.",
      itinerary: [
        "07:30 - Prise en charge à votre hôtel ou à votre villa en Algarve",
        "11:00 - Arrivée au sanctuaire de Fátima : chapelle des Apparitions, temps pour la messe ou la prière",
        "11:45 - Basilique Notre-Dame-du-Rosaire et basilique de la Très-Sainte-Trinité",
        "13:00 - Pause déjeuner à Fátima",
        "14:15 - Aljustrel : les maisons de Lucie, François et Jacinthe",
        "14:45 - Valinhos : chemin de croix et lieu des apparitions de l’Ange",
        "15:30 - Monastère de Batalha",
        "16:15 - Route du retour vers l’Algarve",
        "19:30 - Retour à votre hôtel",
      ].join("\n"),
      highlights: [
        "Chapelle des Apparitions, cœur du sanctuaire",
        "Basilique Notre-Dame-du-Rosaire et tombeaux des petits bergers",
        "Basilique de la Très-Sainte-Trinité",
        "Village d’Aljustrel et chemin de croix jusqu’aux Valinhos",
        "Monastère de Batalha (patrimoine mondial de l’UNESCO)",
      ],
      inclusions: [
        "Véhicule privé climatisé, réservé à votre seul groupe",
        "Chauffeur professionnel anglophone",
        "Prise en charge et retour à votre hébergement en Algarve",
        "Carburant, péages autoroutiers et stationnement",
        "Eau en bouteille à bord",
        "TVA",
      ],
      exclusions: [
        "Déjeuner et boissons",
        "Entrée au monastère de Batalha",
        "Cierges et offrandes au sanctuaire",
        "Pourboires",
        "Temps au-delà de 12 heures (facturé par heure supplémentaire)",
      ],
    },
    es: {
      name: "Peregrinación a Fátima en un día",
      description:
        "Una excursión privada de un día desde el Algarve hasta el Santuario de Fátima, uno de los " +
        "santuarios marianos más importantes del mundo. Rece en la Capilla de las Apariciones " +
        "(Capelinha das Aparições), visite la Basílica de Nuestra Señora del Rosario y la Basílica de " +
        "la Santísima Trinidad, y siga los pasos de los tres pastorcillos hasta las casas de sus " +
        "familias, en Aljustrel, y hasta los Valinhos. En el camino de vuelta, parada en el monasterio " +
        "gótico de Batalha, Patrimonio Mundial de la UNESCO. El largo trayecto se hace con total " +
        "comodidad, y hay tiempo en el Santuario para asistir a misa o para un momento de recogimiento.",
      itinerary: [
        "07:30 - Recogida en su hotel o villa del Algarve",
        "11:00 - Llegada al Santuario de Fátima: Capilla de las Apariciones, tiempo para asistir a misa o rezar",
        "11:45 - Basílica de Nuestra Señora del Rosario y Basílica de la Santísima Trinidad",
        "13:00 - Pausa para el almuerzo en Fátima",
        "14:15 - Aljustrel: las casas de Lucía, Francisco y Jacinta",
        "14:45 - Valinhos: vía crucis y lugar de las apariciones del Ángel",
        "15:30 - Monasterio de Batalha",
        "16:15 - Viaje de regreso al Algarve",
        "19:30 - Llegada a su hotel",
      ].join("\n"),
      highlights: [
        "Capilla de las Apariciones, el corazón del Santuario",
        "Basílica de Nuestra Señora del Rosario y tumbas de los pastorcillos",
        "Basílica de la Santísima Trinidad",
        "Aldea de Aljustrel y vía crucis hasta los Valinhos",
        "Monasterio de Batalha (Patrimonio Mundial de la UNESCO)",
      ],
      inclusions: [
        "Vehículo privado con aire acondicionado, solo para su grupo",
        "Conductor profesional de habla inglesa",
        "Recogida y regreso a su alojamiento en el Algarve",
        "Combustible, peajes de autopista y aparcamiento",
        "Agua embotellada a bordo",
        "IVA",
      ],
      exclusions: [
        "Almuerzo y bebidas",
        "Entrada al Monasterio de Batalha",
        "Velas y ofrendas en el Santuario",
        "Propinas",
        "Tiempo que exceda las 12 horas (se factura por hora adicional)",
      ],
    },
    zh: {
      name: "法蒂玛朝圣一日游",
      description:
        "从阿尔加维出发，乘私人专车前往法蒂玛圣地（Santuário de Fátima）的一日之旅。这里是世界上" +
        "最重要的圣母朝圣地之一。您可以在显现小堂（Capelinha das Aparições）祈祷，参观玫瑰圣母圣殿" +
        "和至圣圣三圣殿，并追随三位牧童的足迹，探访他们位于阿尔茹斯特雷尔（Aljustrel）的家族故居" +
        "以及瓦利尼奥斯（Valinhos）。返程途中，将在联合国教科文组织世界遗产、哥特式的巴塔利亚修道院" +
        "（Mosteiro da Batalha）停留参观。漫长的车程舒适惬意，在圣地也留有时间参加弥撒或静心祈祷。",
      itinerary: [
        "07:30 - 前往您在阿尔加维的酒店或别墅接您",
        "11:00 - 抵达法蒂玛圣地：显现小堂，可参加弥撒或祈祷",
        "11:45 - 玫瑰圣母圣殿与至圣圣三圣殿",
        "13:00 - 在法蒂玛午餐休息",
        "14:15 - 阿尔茹斯特雷尔：露西亚、方济各和雅琴达的故居",
        "14:45 - 瓦利尼奥斯：苦路及天使显现之地",
        "15:30 - 巴塔利亚修道院",
        "16:15 - 驱车返回阿尔加维",
        "19:30 - 送您回到酒店",
      ].join("\n"),
      highlights: [
        "圣地的核心：显现小堂（Capelinha das Aparições）",
        "玫瑰圣母圣殿及三位牧童之墓",
        "至圣圣三圣殿",
        "阿尔茹斯特雷尔村及通往瓦利尼奥斯的苦路",
        "巴塔利亚修道院（联合国教科文组织世界遗产）",
      ],
      inclusions: [
        "空调私人专车，仅供您的团队使用",
        "会说英语的专业司机",
        "阿尔加维住宿地点上门接送",
        "燃油费、高速公路通行费和停车费",
        "车上提供瓶装水",
        "增值税",
      ],
      exclusions: [
        "午餐及饮品",
        "巴塔利亚修道院门票",
        "圣地内的蜡烛与奉献",
        "小费",
        "超过 12 小时的部分（按额外小时计费）",
      ],
    },
  },
  faro: {
    pt: {
      name: "Cidade de Faro – meio dia",
      description:
        "Explore a capital do Algarve com motorista privado, num meio dia sem pressas. Entre na " +
        "Cidade Velha, rodeada de muralhas, pelo Arco da Vila, suba à torre sineira da Sé de Faro " +
        "para apreciar a vista sobre a ria, visite a impressionante Capela dos Ossos da Igreja do " +
        "Carmo e termine às portas do Parque Natural da Ria Formosa, onde se encontram flamingos, " +
        "cegonhas e salinas centenárias. Uma introdução tranquila à história, às igrejas e à natureza " +
        "de Faro.",
      itinerary: [
        "09:30 - Recolha no seu hotel (Faro, Olhão, Loulé, Almancil e arredores)",
        "10:00 - Arco da Vila, a porta de entrada da Cidade Velha",
        "10:15 - Passeio a pé pela Cidade Velha até ao Largo da Sé",
        "10:30 - Sé de Faro e o miradouro da torre sineira sobre a Ria Formosa",
        "11:15 - Igreja do Carmo e a sua Capela dos Ossos",
        "12:00 - Parque Natural da Ria Formosa: miradouro sobre a ria, salinas e observação de aves",
        "12:45 - Pausa para café junto à marina e à Rua de Santo António",
        "13:30 - Regresso ao seu hotel",
      ].join("\n"),
      highlights: [
        "Arco da Vila e a Cidade Velha amuralhada",
        "Sé de Faro e a vista da sua torre sineira",
        "Capela dos Ossos da Igreja do Carmo",
        "Parque Natural da Ria Formosa e a sua avifauna",
        "Ruas comerciais e marina de Faro",
      ],
      inclusions: [
        "Viatura privada com ar condicionado, exclusiva para o seu grupo",
        "Motorista profissional que fala inglês",
        "Recolha e regresso ao seu alojamento",
        "Combustível e estacionamento",
        "Água engarrafada a bordo",
        "IVA",
      ],
      exclusions: [
        "Entradas na Sé e na Igreja do Carmo",
        "Refeições e bebidas",
        "Passeios de barco na Ria Formosa",
        "Gorjetas",
        "Tempo além das 4 horas (cobrado por hora adicional)",
      ],
    },
    fr: {
      name: "Faro en une demi-journée",
      description:
        "Explorez la capitale de l’Algarve avec un chauffeur privé, le temps d’une demi-journée en " +
        "toute détente. Entrez dans la vieille ville fortifiée (Cidade Velha) par l’Arco da Vila, " +
        "montez au clocher de la cathédrale de Faro pour admirer la vue sur la lagune, visitez la " +
        "saisissante chapelle des Os (Capela dos Ossos) de l’église du Carmo, puis terminez aux portes " +
        "du parc naturel de la Ria Formosa, où flamants roses et cigognes côtoient des salines " +
        "séculaires. Une découverte tout en douceur de l’histoire, des églises et de la nature de Faro.",
      itinerary: [
        "09:30 - Prise en charge à votre hôtel (Faro, Olhão, Loulé, Almancil et environs)",
        "10:00 - Arco da Vila, porte d’entrée de la vieille ville (Cidade Velha)",
        "10:15 - Promenade à travers la Cidade Velha jusqu’au Largo da Sé",
        "10:30 - Cathédrale de Faro (Sé) et point de vue du clocher sur la Ria Formosa",
        "11:15 - Église du Carmo et sa chapelle des Os (Capela dos Ossos)",
        "12:00 - Parc naturel de la Ria Formosa : point de vue sur la lagune, salines et observation des oiseaux",
        "12:45 - Pause café près de la marina et de la Rua de Santo António",
        "13:30 - Retour à votre hôtel",
      ].join("\n"),
      highlights: [
        "Arco da Vila et la vieille ville fortifiée (Cidade Velha)",
        "Cathédrale de Faro (Sé) et la vue depuis son clocher",
        "Chapelle des Os de l’église du Carmo",
        "Parc naturel de la Ria Formosa et ses oiseaux",
        "Rues commerçantes et marina de Faro",
      ],
      inclusions: [
        "Véhicule privé climatisé, réservé à votre seul groupe",
        "Chauffeur professionnel anglophone",
        "Prise en charge et retour à votre hébergement",
        "Carburant et stationnement",
        "Eau en bouteille à bord",
        "TVA",
      ],
      exclusions: [
        "Droits d’entrée à la cathédrale et à l’église du Carmo",
        "Repas et boissons",
        "Sorties en bateau sur la Ria Formosa",
        "Pourboires",
        "Temps au-delà de 4 heures (facturé par heure supplémentaire)",
      ],
    },
    es: {
      name: "Faro en media jornada",
      description:
        "Descubra la capital del Algarve con conductor privado en una tranquila media jornada. Entre " +
        "en el casco antiguo amurallado (Cidade Velha) por el Arco da Vila, suba al campanario de la " +
        "catedral de Faro para contemplar las vistas sobre la laguna, visite la sorprendente Capilla " +
        "de los Huesos (Capela dos Ossos) de la iglesia del Carmo y termine a las puertas del Parque " +
        "Natural de la Ria Formosa, donde conviven flamencos, cigüeñas y salinas centenarias. Una " +
        "introducción sencilla a la historia, las iglesias y la naturaleza de Faro.",
      itinerary: [
        "09:30 - Recogida en su hotel (Faro, Olhão, Loulé, Almancil y alrededores)",
        "10:00 - Arco da Vila, la puerta de entrada al casco antiguo (Cidade Velha)",
        "10:15 - Paseo por la Cidade Velha hasta el Largo da Sé",
        "10:30 - Catedral de Faro (Sé) y el mirador del campanario sobre la Ria Formosa",
        "11:15 - Iglesia del Carmo y su Capilla de los Huesos (Capela dos Ossos)",
        "12:00 - Parque Natural de la Ria Formosa: mirador de la laguna, salinas y observación de aves",
        "12:45 - Pausa para el café cerca del puerto deportivo y la Rua de Santo António",
        "13:30 - Regreso a su hotel",
      ].join("\n"),
      highlights: [
        "Arco da Vila y el casco antiguo amurallado (Cidade Velha)",
        "Catedral de Faro (Sé) y las vistas desde su campanario",
        "Capilla de los Huesos de la iglesia del Carmo",
        "Parque Natural de la Ria Formosa y sus aves",
        "Calles comerciales y puerto deportivo de Faro",
      ],
      inclusions: [
        "Vehículo privado con aire acondicionado, solo para su grupo",
        "Conductor profesional de habla inglesa",
        "Recogida y regreso a su alojamiento",
        "Combustible y aparcamiento",
        "Agua embotellada a bordo",
        "IVA",
      ],
      exclusions: [
        "Entradas a la catedral y a la iglesia del Carmo",
        "Comida y bebida",
        "Paseos en barco por la Ria Formosa",
        "Propinas",
        "Tiempo que exceda las 4 horas (se factura por hora adicional)",
      ],
    },
    zh: {
      name: "法鲁城市半日游",
      description:
        "由私人司机陪同，用轻松的半天时间探索阿尔加维首府法鲁。穿过维拉拱门（Arco da Vila）进入城墙" +
        "环绕的老城（Cidade Velha），登上法鲁大教堂钟楼俯瞰潟湖美景，参观卡尔莫教堂（Igreja do Carmo）" +
        "内令人震撼的人骨礼拜堂（Capela dos Ossos），最后来到福尔摩沙潟湖自然公园（Parque Natural da " +
        "Ria Formosa）边缘，这里栖息着火烈鸟和鹳，还有数百年历史的盐田。轻松领略法鲁的历史、教堂与" +
        "自然风光。",
      itinerary: [
        "09:30 - 到酒店接您（法鲁、奥良、卢莱、阿尔曼西尔及周边地区）",
        "10:00 - 维拉拱门：通往老城（Cidade Velha）的门户",
        "10:15 - 漫步老城，前往主教座堂广场（Largo da Sé）",
        "10:30 - 法鲁大教堂（Sé）及钟楼观景台，俯瞰福尔摩沙潟湖",
        "11:15 - 卡尔莫教堂及其人骨礼拜堂（Capela dos Ossos）",
        "12:00 - 福尔摩沙潟湖自然公园：潟湖观景点、盐田与观鸟",
        "12:45 - 在游艇码头和圣安东尼奥街（Rua de Santo António）附近喝咖啡小憩",
        "13:30 - 返回酒店",
      ].join("\n"),
      highlights: [
        "维拉拱门与城墙环绕的老城（Cidade Velha）",
        "法鲁大教堂（Sé）及钟楼美景",
        "卡尔莫教堂的人骨礼拜堂",
        "福尔摩沙潟湖自然公园及其鸟类",
        "法鲁的购物街与游艇码头",
      ],
      inclusions: [
        "空调私人专车，仅供您的团队使用",
        "会说英语的专业司机",
        "住宿地点上门接送",
        "燃油费和停车费",
        "车上提供瓶装水",
        "增值税",
      ],
      exclusions: [
        "大教堂和卡尔莫教堂门票",
        "餐饮",
        "福尔摩沙潟湖乘船游",
        "小费",
        "超过 4 小时的部分（按额外小时计费）",
      ],
    },
  },
};
