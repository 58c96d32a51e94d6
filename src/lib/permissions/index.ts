export * from './roles'
export * from './resources'
export * from './table'
export * from './api-families'
