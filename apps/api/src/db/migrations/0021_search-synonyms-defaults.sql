-- Common cosmetics words that a search treats as one, in every language of the storefront;
-- normalised as search words are (lower case, no diacritics). The operator changes them in /admin.
INSERT INTO "search_synonyms" ("words") VALUES
  (ARRAY['sunscreen', 'sunblock', 'spf', 'sun cream', 'sun protection', 'filtr', 'krem z filtrem', 'filtr przeciwsloneczny', 'ochrona przeciwsloneczna', 'sonnenschutz', 'sonnencreme', 'lichtschutzfaktor', 'creme solaire', 'protection solaire', 'ecran solaire', 'protezione solare', 'crema solare', 'protector solar', 'crema solar', 'fotoprotector', 'protetor solar', 'filtro solar', 'solskydd', 'solkram', 'solkrem', 'solbeskyttelse', 'zastita od sunca', 'krema za suncanje', '防晒', '防晒霜']),
  (ARRAY['moisturiser', 'moisturizer', 'moisturising', 'moisturizing', 'hydrating', 'nawilzajacy', 'nawilzajaca', 'nawilzajace', 'feuchtigkeitscreme', 'feuchtigkeitsspendend', 'hydratant', 'hydratante', 'idratante', 'hidratante', 'fuktighetskram', 'aterfuktande', 'fuktighetskrem', 'fuktgivende', 'hidratantna', 'hidratantni', '保湿', '补水']),
  (ARRAY['shampoo', 'szampon', 'shampooing', 'shampoing', 'champu', 'xampu', 'schampo', 'sjampo', 'sampon', '洗发水', '洗发露']),
  (ARRAY['conditioner', 'hair conditioner', 'odzywka do wlosow', 'spulung', 'apres shampooing', 'balsamo per capelli', 'acondicionador', 'condicionador', 'harbalsam', 'regenerator za kosu', '护发素']),
  (ARRAY['mascara', 'tusz do rzes', 'wimperntusche', 'rimel', 'maskara', '睫毛膏']),
  (ARRAY['lipstick', 'pomadka', 'szminka', 'lippenstift', 'rouge a levres', 'rossetto', 'pintalabios', 'barra de labios', 'batom', 'lappstift', 'leppestift', 'ruz za usne', '口红']),
  (ARRAY['perfume', 'fragrance', 'eau de parfum', 'eau de toilette', 'perfumy', 'perfumy damskie', 'parfum', 'profumo', 'fragranza', 'parfym', 'parfyme', 'parfem', '香水']),
  (ARRAY['anti aging', 'anti ageing', 'anti wrinkle', 'przeciwzmarszczkowy', 'przeciwzmarszczkowa', 'przeciwstarzeniowy', 'anti falten', 'anti age', 'antirides', 'antieta', 'antirughe', 'antiedad', 'antiarrugas', 'antienvelhecimento', 'antirrugas', 'antirynke', 'protiv bora', 'protiv starenja', '抗衰老', '抗皱']),
  (ARRAY['foundation', 'podklad', 'fond de teint', 'fondotinta', 'base de maquillaje', 'base liquida', 'puder podkladowy', 'tekuci puder', '粉底', '粉底液']),
  (ARRAY['nail polish', 'nail varnish', 'lakier do paznokci', 'nagellack', 'vernis a ongles', 'smalto', 'esmalte', 'neglelakk', 'lak za nokte', '指甲油']),
  (ARRAY['deodorant', 'antiperspirant', 'dezodorant', 'antyperspirant', 'deo', 'deodorante', 'desodorante', 'dezodorans', '止汗露', '除臭剂']),
  (ARRAY['cleanser', 'face wash', 'zel do mycia twarzy', 'reinigungsgel', 'nettoyant', 'detergente viso', 'limpiador facial', 'gel de limpeza', 'ansiktsrengoring', 'ansiktsrens', 'gel za ciscenje lica', '洁面', '洗面奶']);
