import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import type { Connection } from '../../projections/pagination';

export type { Connection, Edge } from '../../projections/pagination';

/** Relay-style forward pagination types: `first` items after the opaque cursor `after`. */

@ObjectType({ description: 'Where a page sits in the list.' })
export class PageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

/** Builds `XConnection` and `XEdge` object types for a node type. */
export function ConnectionType<T>(node: Type<T>, name: string): Type<Connection<T>> {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field()
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  @ObjectType(`${name}Connection`)
  class ConnectionClass {
    @Field(() => [EdgeType])
    edges!: EdgeType[];

    @Field(() => [node], { description: 'The nodes of `edges`, without cursors.' })
    nodes!: T[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'Number of items in the whole list.' })
    totalCount!: number;
  }
  return ConnectionClass;
}
