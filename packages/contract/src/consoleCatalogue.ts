// The platform console: master catalogue (products, brands, categories), attribute lists.
export {};
